import Box from '@mui/material/Box';
import type { Reservation } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useReferenceOptionsQuery } from '../api/referenceApi';
import { ShowField } from '../common/FormParts';
import { formatDateTime, namesOf, usernamesOf } from './reservationFormat';
import './reservationTexts';

/** A reservation read-only: the show screen and the profile's reservations tab. */
export const ReservationDetails = ({
  reservation,
  withUsers = true,
}: {
  reservation: Reservation;
  withUsers?: boolean;
}) => {
  const { t } = useTranslation();
  const divisions = useReferenceOptionsQuery('divisions');
  const classes = useReferenceOptionsQuery('competitionClasses');
  const factors = useReferenceOptionsQuery('factors');
  const list = (ids: readonly number[], options: { id: number; name: string }[] | undefined) =>
    ids.length ? namesOf(ids, options) : t('reservations.allowed');
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}
      data-testid={`reservation-details-${reservation.id}`}
    >
      {withUsers ? (
        <ShowField wide label={t('reservations.fields.users')} value={usernamesOf(reservation)} />
      ) : null}
      <ShowField
        wide
        label={t('reservations.fields.competitions')}
        value={reservation.competitionNames.map((c) => c.name).join(', ') || t('reservations.none')}
      />
      <ShowField
        label={t('reservations.fields.divisions')}
        value={list(reservation.divisions, divisions.data?.content)}
      />
      <ShowField
        label={t('reservations.fields.competitionClasses')}
        value={list(reservation.competitionClasses, classes.data?.content)}
      />
      <ShowField
        label={t('reservations.fields.factors')}
        value={list(reservation.factors, factors.data?.content)}
      />
      <ShowField
        label={t('reservations.fields.qualification')}
        value={t(reservation.qualification ? 'reservations.yes' : 'reservations.no')}
      />
      <ShowField
        label={t('reservations.fields.maxReservations')}
        value={reservation.maxReservations ?? t('reservations.unlimited')}
      />
      <ShowField
        label={t('reservations.fields.validUntil')}
        value={reservation.validUntil ? formatDateTime(reservation.validUntil) : t('reservations.noEnd')}
      />
    </Box>
  );
};
