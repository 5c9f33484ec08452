import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { cartReset } from '../cart/cartSlice';
import '../cart/cartTexts';
import { PageTitle } from '../pages/PageTitle';
import { PATHS } from '../routes/paths';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectIsLoggedIn } from '../session/sessionSlice';
import { MY_PATHS } from '../myCompetitions/myPaths';
import { paidFor } from './paidFor';

/**
 * `#/paymentComplete`: the provider took the payment. After a cart's checkout the cart is emptied
 * and its id removed (the server closed it when the provider confirmed); after paying one
 * registration later (`kind=item`) or a premium year (`kind=premium`) the cart is left alone, and a
 * premium year is not called a registration (docs/web-usability.md).
 */
const PaymentCompletePage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [params] = useSearchParams();
  const kind = paidFor(params);
  useEffect(() => {
    if (kind === 'cart') dispatch(cartReset());
  }, [kind, dispatch]);
  return (
    <Box data-testid="page-payment-complete">
      <PageTitle>{t('paymentComplete.title')}</PageTitle>
      <Alert severity="success" sx={{ mb: 2 }} data-testid="payment-complete">
        <AlertTitle>{t('checkout.successTitle')}</AlertTitle>
        {t(kind === 'premium' ? 'paymentComplete.premiumText' : 'paymentComplete.text')}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {kind === 'premium' ? (
          <Button variant="contained" component={RouterLink} to={PATHS.premium}>
            {t('paymentComplete.toPremium')}
          </Button>
        ) : (
          <Button variant="contained" component={RouterLink} to={PATHS.competitionList}>
            {t('paymentComplete.toCompetitions')}
          </Button>
        )}
        {loggedIn && kind !== 'premium' && (
          <Button variant="outlined" component={RouterLink} to={MY_PATHS.myCompetitions}>
            {t('paymentComplete.toMyCompetitions')}
          </Button>
        )}
      </Stack>
    </Box>
  );
};

export default PaymentCompletePage;
