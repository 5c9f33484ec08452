import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../pages/PageTitle';
import { routeId } from '../adminPaths';
import { useScrollTop } from '../common/hooks';
import { RecordState } from '../common/PageState';
import { ReservationDetails } from './ReservationDetails';
import { RESERVATION_PATHS } from './reservationPaths';
import { useReservationQuery } from './reservationsApi';
import './reservationTexts';

/** `reservations/:id/show`: the reservation read-only, with edit and back. */
const ReservationShowPage = () => {
  const { t } = useTranslation();
  useScrollTop();
  const id = routeId(useParams().id);
  const record = useReservationQuery(id ?? skipToken);
  if (id === null) return <Navigate to={RESERVATION_PATHS.list} replace />;
  return (
    <Box data-testid="reservation-show-page" sx={{ maxWidth: 900 }}>
      <PageTitle>{t('reservations.showTitle', { name: id })}</PageTitle>
      {record.data && !record.isFetching ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <ReservationDetails reservation={record.data} />
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              component={RouterLink}
              to={RESERVATION_PATHS.edit(id)}
              data-testid="reservation-edit"
            >
              {t('reservations.edit')}
            </Button>
            <Button component={RouterLink} to={RESERVATION_PATHS.list}>
              {t('reservations.back')}
            </Button>
          </Box>
        </Paper>
      ) : (
        <RecordState error={record.error} backTo={RESERVATION_PATHS.list} testId="reservation-show" />
      )}
    </Box>
  );
};

export default ReservationShowPage;
