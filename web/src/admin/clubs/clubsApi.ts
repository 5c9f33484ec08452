import { catalogApi } from '../../api/catalogApi';
import type { ListAnswer, ListParams } from '../api/types';
import type { NotificationBlock } from '../common/notificationBlocks';

export type ClubCountry = 'at' | 'de';

export interface ClubLogo {
  id: number;
  fileName: string;
}

export interface BankInformation {
  name: string | null;
  bic: string | null;
  iban: string | null;
}

export interface ClubContact {
  salutation: string | null;
  firstName: string | null;
  lastName: string | null;
  /** read only */
  fullName?: string | null;
  email: string | null;
  telephone: string | null;
}

/** A club as the catalog's back-office API returns it. */
export interface Club {
  id: number;
  name: string;
  longName: string;
  shortName: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  country: ClubCountry | null;
  matchAddress: string | null;
  matchZip: string | null;
  matchCity: string | null;
  matchCountry: ClubCountry | null;
  googleMapsLink: string | null;
  websiteLink: string | null;
  publicLinkId: string | null;
  logo: ClubLogo | null;
  bankInformation: BankInformation | null;
  contact: ClubContact | null;
  paymentUntil: string | null;
  unlisted: boolean;
  active: boolean;
  bmdAccountNumber: string | null;
  invoiceName: string | null;
  invoiceMail: string | null;
  /** the club's own texts for its mails, ordered by type id (the server always answers them) */
  notificationBlocks?: NotificationBlock[];
}

/** Body of create and update: no id, publicLinkId or contact.fullName. */
export type ClubBody = Partial<Omit<Club, 'id' | 'publicLinkId' | 'contact'>> & {
  contact: Omit<ClubContact, 'fullName'>;
};

export interface UploadedFile {
  id: number;
  fileName: string;
}

const listTag = { type: 'Club' as const, id: 'LIST' };
const recordTag = (id: number) => ({ type: 'Club' as const, id });
// the club options of other screens (publicResources/clubsPubList) change with a club too
const optionsTag = { type: 'Club' as const, id: 'OPTIONS' };

/** The catalog's club administration (`/api/clubs`) and the logo upload. */
export const clubsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    clubs: build.query<ListAnswer<Club>, ListParams>({
      query: (params) => ({ url: 'clubs', params }),
      providesTags: [listTag],
    }),
    club: build.query<Club, number>({
      query: (id) => `clubs/${id}`,
      providesTags: (_result, _error, id) => [recordTag(id)],
    }),
    createClub: build.mutation<Club, ClubBody>({
      query: (body) => ({ url: 'clubs', method: 'POST', body }),
      invalidatesTags: [listTag, optionsTag],
      extraOptions: { silent: true },
    }),
    updateClub: build.mutation<Club, { id: number; body: ClubBody }>({
      query: ({ id, body }) => ({ url: `clubs/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [listTag, optionsTag, recordTag(id)],
      extraOptions: { silent: true },
    }),
    updateClubActive: build.mutation<void, { id: number; active: boolean }>({
      query: (body) => ({ url: 'clubs/updateActive', method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [listTag, optionsTag, recordTag(id)],
    }),
    uploadLogo: build.mutation<UploadedFile, FormData>({
      query: (body) => ({ url: 'upload', method: 'POST', params: { kind: 'logo' }, body }),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useClubsQuery,
  useClubQuery,
  useCreateClubMutation,
  useUpdateClubMutation,
  useUpdateClubActiveMutation,
  useUploadLogoMutation,
} = clubsApi;
