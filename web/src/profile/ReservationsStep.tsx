import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReservationDetails } from '../admin/reservations/ReservationDetails';
import { useReservationsQuery } from '../admin/reservations/reservationsApi';
import '../admin/reservations/reservationTexts';

/** The profile's reservations tab: the user's reservations (page 0, size 10), read-only. */
export const ReservationsStep = ({ userId }: { userId: number }) => {
  const { t } = useTranslation();
  const list = useReservationsQuery({ userId, page: 0, size: 10, sort: 'id,desc' });
  const rows = list.data?.content ?? [];
  return (
    <Box data-testid="profile-reservations">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('reservations.profileTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('reservations.profileHelp')}
      </Typography>
      {list.isLoading ? (
        <CircularProgress size={24} aria-label={t('app.loading')} />
      ) : rows.length === 0 ? (
        <Typography data-testid="profile-reservations-empty">{t('reservations.profileEmpty')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {rows.map((reservation) => (
            <Paper key={reservation.id} variant="outlined" sx={{ p: 2 }}>
              <ReservationDetails reservation={reservation} withUsers={false} />
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
};
