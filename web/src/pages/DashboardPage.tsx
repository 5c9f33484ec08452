import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MARKETING_PAGES } from '../config';
import { selectIdentity, selectIsLoggedIn } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import { PageTitle } from './PageTitle';

const FEATURES = ['Competitions', 'SignUp', 'Payment', 'Clubs'] as const;

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
      </Typography>
    </>
  );
};

/** Guests get an introduction, logged-in users a welcome; the full dashboard follows later. */
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
        </>
      ) : (
        <GuestIntroduction />
      )}
    </Box>
  );
};

export default DashboardPage;
