import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MARKETING_PAGES } from '../config';
import { dashboardSlots } from '../public/adverts';
import { AdvertSlot, usePublicAdverts } from '../public/AdvertSlots';
import { CARD_GRID_SX, CompetitionCard } from '../public/components/CompetitionCard';
import { DASHBOARD_SIZE, usePublicCompetitionsQuery } from '../public/publicApi';
import '../public/publicTexts';
import { useStableRandom } from '../public/useStableRandom';
import { PATHS } from '../routes/paths';
import { selectIdentity, selectIsLoggedIn } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import { PageTitle } from './PageTitle';

// a signed-in user's own events: their tables stay out of a guest's first load
const MyEvents = lazy(() => import('../myCompetitions/MyEvents').then((m) => ({ default: m.MyEvents })));

const FEATURES = ['Competitions', 'SignUp', 'Payment', 'Clubs'] as const;
const TEASERS = [
  { key: 'competitionList', to: PATHS.competitionList },
  { key: 'results', to: PATHS.results },
  { key: 'clubList', to: PATHS.clubList },
] as const;

const GuestIntroduction = () => {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('dashboard.guestTitle')}</PageTitle>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{t('dashboard.guestIntro')}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          mb: 3,
        }}
      >
        {FEATURES.map((feature) => (
          <Card key={feature} variant="outlined">
            <CardContent>
              <Typography variant="h3" component="h2" gutterBottom>
                {t(`dashboard.feature${feature}Title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`dashboard.feature${feature}Text`)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Typography sx={{ maxWidth: 760 }}>
        {t('dashboard.guestBenefits')}{' '}
        <Link
          href={MARKETING_PAGES.whyRegister}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="benefits-link"
        >
          {t('dashboard.benefitsLink')}
        </Link>
        {' · '}
        <Link
          href={MARKETING_PAGES.information}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="functions-link"
        >
          {t('publicPortal.dashboard.functionsLink')}
        </Link>
      </Typography>
    </>
  );
};

/** Teasers to the upcoming list, the archive and the clubs. */
const Teasers = () => {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('publicPortal.dashboard.teasersTitle')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, my: 3 }}
    >
      {TEASERS.map(({ key, to }) => (
        <Card key={key} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
          <CardContent sx={{ flexGrow: 1 }}>
            <Typography variant="h3" component="h2" gutterBottom>
              {t(`publicPortal.dashboard.teasers.${key}.title`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`publicPortal.dashboard.teasers.${key}.text`)}
            </Typography>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button component={RouterLink} to={to} size="small" data-testid={`teaser-${key}`}>
              {t(`publicPortal.dashboard.teasers.${key}.button`)}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
};

/** The next three public competitions with one advert at slot 1 or 2. */
const NextCompetitions = () => {
  const { t } = useTranslation();
  const query = usePublicCompetitionsQuery({
    filter: { archive: false },
    page: 0,
    size: DASHBOARD_SIZE,
    sort: 'competitionDate,asc',
  });
  const adverts = usePublicAdverts();
  const makeRandom = useStableRandom();
  const slots = useMemo(
    () => dashboardSlots(query.data?.content ?? [], adverts, makeRandom()),
    [query.data, adverts, makeRandom],
  );
  return (
    <Box component="section" sx={{ mt: 3 }} data-testid="dashboard-next">
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        {t('publicPortal.dashboard.nextTitle')}
      </Typography>
      <Box sx={{ height: 4 }}>
        {query.isFetching ? <LinearProgress aria-label={t('app.loading')} /> : null}
      </Box>
      {query.isSuccess && slots.length === 0 && (
        <Typography color="text.secondary" data-testid="dashboard-next-empty">
          {t('publicPortal.dashboard.noneUpcoming')}
        </Typography>
      )}
      <Box
        sx={{
          ...CARD_GRID_SX,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {slots.map((slot, index) =>
          slot.kind === 'entry' ? (
            <CompetitionCard key={slot.entry.id} competition={slot.entry} />
          ) : (
            <AdvertSlot key={`advert-${index}`} advert={slot.advert} layout="cards" />
          ),
        )}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={PATHS.competitionList}
          data-testid="dashboard-all-competitions"
        >
          {t('publicPortal.dashboard.allCompetitions')}
        </Button>
      </Box>
    </Box>
  );
};

/** Guests get an introduction, logged-in users a welcome; then teasers and the next competitions. */
const DashboardPage = () => {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const identity = useAppSelector(selectIdentity);
  return (
    <Box data-testid="page-dashboard">
      {loggedIn && identity ? (
        <>
          <PageTitle>
            {t('dashboard.welcomeTitle', { name: identity.userFirstName || identity.username })}
          </PageTitle>
          <Typography sx={{ maxWidth: 760 }}>
            {t('dashboard.welcomeText', { username: identity.username })}
          </Typography>
          <Suspense fallback={null}>
            <MyEvents />
          </Suspense>
        </>
      ) : (
        <GuestIntroduction />
      )}
      <Teasers />
      <NextCompetitions />
    </Box>
  );
};

export default DashboardPage;
