import type { ListAnswer, MailLogEntry, TestMailBody } from '@portal/contracts';
import { catalogApi } from '../../api/catalogApi';

/**
 * Notification's back-office calls: the mail log and the test mail. The gateway routes
 * `/api/notifications/*` to notification, so they share the catalog slice's base query.
 */
const api = catalogApi.enhanceEndpoints({ addTagTypes: ['MailLog'] });

export interface MailLogParams {
  competitionId?: number;
  userId?: number;
  page: number;
  size: number;
}

export const mailLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    mailLog: build.query<ListAnswer<MailLogEntry>, MailLogParams>({
      query: (params) => ({ url: 'notifications/mailLog', params }),
      providesTags: [{ type: 'MailLog', id: 'LIST' }],
    }),
    sendTestMail: build.mutation<{ to: string; kind: string }, TestMailBody>({
      query: (body) => ({ url: 'notifications/testMail', method: 'POST', body }),
      invalidatesTags: [{ type: 'MailLog', id: 'LIST' }],
    }),
  }),
});

export const { useMailLogQuery, useSendTestMailMutation } = mailLogApi;
