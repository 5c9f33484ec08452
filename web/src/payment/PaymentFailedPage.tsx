import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import '../cart/cartTexts';
import { PageTitle } from '../pages/PageTitle';
import { PATHS } from '../routes/paths';
import { MY_PATHS } from '../myCompetitions/myPaths';
import { selectIsLoggedIn } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import { paidFor } from './paidFor';

/**
 * `#/paymentFailed`: declined or abandoned at the provider. Nothing was charged; the cart is kept
 * (the places stay registered, unpaid), so the shopper retries the card or picks another method in
 * the checkout. A registration paid later (`kind=item`) is retried from myCompetitions, a premium
 * year (`kind=premium`) from the premium page; every case has a way back (docs/web-usability.md).
 */
const PaymentFailedPage = () => {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [params] = useSearchParams();
  const kind = paidFor(params);
  return (
    <Box data-testid="page-payment-failed">
      <PageTitle>{t('paymentFailed.title')}</PageTitle>
      <Alert severity="error" sx={{ mb: 2 }} data-testid="payment-failed">
        {t(kind === 'premium' ? 'paymentFailed.premiumText' : 'paymentFailed.text')}
      </Alert>
      <Typography sx={{ mb: 2 }}>
        {t(kind === 'premium' ? 'paymentFailed.premiumHint' : 'paymentFailed.hint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {kind === 'cart' && (
          <>
            <Button
              variant="contained"
              component={RouterLink}
              to={PATHS.checkout}
              state={{ method: 'CARD' }}
              data-testid="payment-retry"
            >
              {t('paymentFailed.retry')}
            </Button>
            <Button
              variant="outlined"
              component={RouterLink}
              to={PATHS.checkout}
              data-testid="payment-other-method"
            >
              {t('paymentFailed.otherMethod')}
            </Button>
          </>
        )}
        {kind === 'premium' && (
          <Button
            variant="contained"
            component={RouterLink}
            to={PATHS.premium}
            data-testid="payment-to-premium"
          >
            {t('paymentFailed.toPremium')}
          </Button>
        )}
        {kind === 'item' && loggedIn && (
          <Button variant="contained" component={RouterLink} to={MY_PATHS.myCompetitions}>
            {t('paymentFailed.toMyCompetitions')}
          </Button>
        )}
        <Button variant="text" component={RouterLink} to={PATHS.dashboard} data-testid="payment-to-dashboard">
          {t('paymentFailed.toDashboard')}
        </Button>
      </Stack>
    </Box>
  );
};

export default PaymentFailedPage;
