import type { Identity as IdentityAnswer } from '@portal/contracts';
import type { Identity } from '../session/types';

/**
 * The identity answer of POST login and GET identity as the session keeps it. paymentValid is
 * taken from the answer (the server derives it: admin roles always, others by paymentUntil).
 */
export const toSessionIdentity = (answer: IdentityAnswer): Identity => ({
  id: answer.id,
  clubId: answer.clubId ?? null,
  competitionClassId: answer.competitionClassId ?? null,
  factorId: answer.factorId ?? null,
  divisionId: answer.divisionId ?? null,
  clientId: answer.clientId ?? null,
  clientName: answer.clientName ?? null,
  username: answer.username,
  userEmail: answer.userEmail,
  userFirstName: answer.userFirstName,
  userLastName: answer.userLastName,
  userFullName: answer.userFullName || `${answer.userFirstName} ${answer.userLastName}`.trim(),
  userCountry: answer.userCountry ?? null,
  userState: answer.userState ?? null,
  competitionViewType: answer.competitionViewType === true,
  shooterCompetitionViewType: answer.shooterCompetitionViewType === true,
  competitionFilters: (answer.competitionFilters ?? null) as Identity['competitionFilters'],
  paymentUntil: answer.paymentUntil ?? null,
  userRoles: (answer.userRoles ?? []).map((role) => ({
    name: role.name as Identity['userRoles'][number]['name'],
  })),
  permissions: [...(answer.permissions ?? [])] as Identity['permissions'],
  locale: answer.locale === 'en' ? 'en' : 'de',
  paymentValid: answer.paymentValid === true,
});
