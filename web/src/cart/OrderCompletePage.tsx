import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageTitle } from '../pages/PageTitle';
import { PATHS } from '../routes/paths';
import './cartTexts';

/**
 * `#/orderComplete`: shown after an admin, club admin or deputy signed somebody up (no cart for
 * them, docs/back-office-additions.md). "Sign up again" leads back to the competition the sign-up dialog
 * names in the navigation state (`{ from: '/competitionDetails/…' }`), else to the competitions.
 */
const OrderCompletePage = () => {
  const { t } = useTranslation();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const again = typeof from === 'string' && from.startsWith('/') ? from : PATHS.competitionList;
  return (
    <Box data-testid="page-order-complete">
      <PageTitle>{t('orderComplete.title')}</PageTitle>
      <Alert severity="success" sx={{ mb: 2 }}>
        {t('orderComplete.text')}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" component={RouterLink} to={again} data-testid="order-complete-again">
          {t('orderComplete.signUpAgain')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={PATHS.competitionList}>
          {t('orderComplete.toCompetitions')}
        </Button>
      </Stack>
    </Box>
  );
};

export default OrderCompletePage;
