import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyNote, LoadState } from '../public/components/ListParts';
import { selectIdentity, selectPermissions } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import { BookedTable } from './BookedTable';
import { useBookedCompetitionsQuery } from './myApi';
import { MY_PATHS } from './myPaths';
import './myTexts';

/** Dashboard: 6 bookings per list (docs/registration.md). */
const DASHBOARD_BOOKINGS = 6;

const MyEventList = ({ archive }: { archive: boolean }) => {
  const { t } = useTranslation();
  const audience = useAppSelector(selectIdentity)?.id ?? 0;
  const query = useBookedCompetitionsQuery({
    archive,
    cancelled: false,
    page: 0,
    size: DASHBOARD_BOOKINGS,
    audience,
  });
  const name = archive ? 'participated' : 'upcoming';
  const rows = query.data?.content ?? [];
  return (
    <Box component="section" sx={{ mt: 3 }} data-testid={`dashboard-my-${name}`}>
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t(`myEvents.${name}`)}
      </Typography>
      <LoadState
        query={query}
        failed={t('myCompetitions.loadFailed')}
        testId={`dashboard-my-${name}-failed`}
      />
      {rows.length > 0 ? (
        <BookedTable rows={rows} testId={`dashboard-my-${name}-table`} label={t(`myEvents.${name}`)} />
      ) : null}
      <EmptyNote show={query.isSuccess && rows.length === 0} testId={`dashboard-my-${name}-empty`}>
        {t('myEvents.none')}
      </EmptyNote>
      <Button
        component={RouterLink}
        to={`${MY_PATHS.myCompetitions}${archive ? '?tab=participated' : ''}`}
        size="small"
        sx={{ mt: 1 }}
        data-testid={`dashboard-my-${name}-more`}
      >
        {t('myEvents.more')}
      </Button>
    </Box>
  );
};

/** "My upcoming events" and "my participated events" for shooters, each with "more" to myCompetitions. */
export const MyEvents = () => {
  const permissions = useAppSelector(selectPermissions);
  if (!permissions.includes('IS_USER_SHOOTER')) return null;
  return (
    <>
      <MyEventList archive={false} />
      <MyEventList archive />
    </>
  );
};
