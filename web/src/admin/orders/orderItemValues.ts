import type { AdminOrderItem } from '@portal/contracts';
import type { FieldErrors } from '../common/fieldErrors';

/** The fields of the back-office order-item edit (server errors are mapped onto these). */
export const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'divisionId',
  'factorId',
  'competitionClassId',
  'squadId',
  'squadStandId',
  'clubId',
  'country',
  'userId',
] as const;
export type Field = (typeof FIELDS)[number];

export interface Values {
  firstName: string;
  lastName: string;
  email: string;
  divisionId: number | null;
  factorId: number | null;
  competitionClassId: number | null;
  squadId: number;
  squadStandId: number | null;
  clubId: number | null;
  country: string | null;
  userId: number | null;
}

export const valuesOf = (item: AdminOrderItem): Values => ({
  firstName: item.firstName ?? '',
  lastName: item.lastName ?? '',
  email: item.email ?? '',
  divisionId: item.divisionId,
  factorId: item.factorId,
  competitionClassId: item.competitionClassId,
  squadId: item.squadId,
  squadStandId: item.squadStandId,
  clubId: item.clubId,
  country: item.country,
  userId: item.userId,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** First name, last name, e-mail and (when the squad has stands and the item a place) the stand. */
export const validate =
  (standRequired: (values: Values) => boolean) =>
  (values: Values): FieldErrors<Field> => {
    const errors: FieldErrors<Field> = {};
    if (!values.firstName.trim()) errors.firstName = 'FIELD_IS_REQUIRED';
    if (!values.lastName.trim()) errors.lastName = 'FIELD_IS_REQUIRED';
    if (!values.email.trim()) errors.email = 'FIELD_IS_REQUIRED';
    else if (!EMAIL.test(values.email.trim())) errors.email = 'EMAIL_FORMAT';
    if (values.squadStandId === null && standRequired(values)) errors.squadStandId = 'FIELD_IS_REQUIRED';
    return errors;
  };
