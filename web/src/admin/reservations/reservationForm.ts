import type { Reservation } from '@portal/contracts';
import type { FieldErrors } from '../common/fieldErrors';
import { fromLocalInput, toLocalInput } from '../maintenance/maintenanceDates';
import type { ReservationInput } from './reservationsApi';

/** The form's values: id lists, the switch, the limit as typed and the end as `YYYY-MM-DDTHH:mm`. */
export interface ReservationValues {
  users: number[];
  competitions: number[];
  divisions: number[];
  competitionClasses: number[];
  factors: number[];
  qualification: boolean;
  maxReservations: string;
  validUntil: string;
}
export type ReservationField = keyof ReservationValues;

export const emptyReservationValues = (): ReservationValues => ({
  users: [],
  competitions: [],
  divisions: [],
  competitionClasses: [],
  factors: [],
  qualification: false,
  maxReservations: '',
  validUntil: '',
});

export const RESERVATION_FIELDS = Object.keys(emptyReservationValues()) as readonly ReservationField[];

export const reservationValues = (reservation: Reservation): ReservationValues => ({
  users: [...reservation.users],
  competitions: [...reservation.competitions],
  divisions: [...reservation.divisions],
  competitionClasses: [...reservation.competitionClasses],
  factors: [...reservation.factors],
  qualification: reservation.qualification,
  maxReservations: reservation.maxReservations === null ? '' : String(reservation.maxReservations),
  validUntil: toLocalInput(reservation.validUntil),
});

/** Users required (docs/registration.md); the limit a whole number of at least 1 or empty. */
export const validateReservation = (values: ReservationValues): FieldErrors<ReservationField> => {
  const errors: FieldErrors<ReservationField> = {};
  if (values.users.length === 0) errors.users = 'FIELD_IS_REQUIRED';
  const max = values.maxReservations.trim();
  if (max && (!/^\d+$/.test(max) || Number(max) < 1)) errors.maxReservations = 'FIELD_INVALID';
  if (values.validUntil && !fromLocalInput(values.validUntil)) errors.validUntil = 'FIELD_INVALID';
  return errors;
};

export const toReservationBody = (values: ReservationValues): ReservationInput => ({
  users: values.users,
  competitions: values.competitions,
  divisions: values.divisions,
  competitionClasses: values.competitionClasses,
  factors: values.factors,
  qualification: values.qualification,
  maxReservations: values.maxReservations.trim() ? Number(values.maxReservations.trim()) : null,
  validUntil: values.validUntil ? fromLocalInput(values.validUntil) : null,
});
