import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { messageFromQueryError } from '../api/errorMessage';
import '../cart/cartTexts';
import { useMessage } from '../i18n/useMessage';
import { PageTitle } from '../pages/PageTitle';
import { goToProvider, usePayOrderItemMutation } from './cardPaymentApi';
import { MY_PATHS } from '../myCompetitions/myPaths';

/**
 * `#/orderItem/pay/{id}` (from myCompetitions): shows the connecting message, asks registration
 * for the card payment of that registration and sends the browser to the provider.
 */
const OrderItemPayPage = () => {
  const { t } = useTranslation();
  const message = useMessage();
  const { id } = useParams();
  const [pay, state] = usePayOrderItemMutation();
  const asked = useRef(false);
  useEffect(() => {
    const itemId = Number(id);
    if (asked.current) return;
    asked.current = true;
    void pay(Number.isInteger(itemId) ? itemId : 0)
      .unwrap()
      .then((answer) => goToProvider(answer['payment-redirect-url']))
      .catch(() => undefined);
  }, [id, pay]);
  return (
    <Box data-testid="page-order-item-pay">
      <PageTitle>{t('orderItemPay.title')}</PageTitle>
      {state.isError ? (
        <Stack spacing={2} alignItems="flex-start">
          <Alert severity="error" data-testid="order-item-pay-error">
            {message(messageFromQueryError(state.error as FetchBaseQueryError))}
          </Alert>
          <Button variant="contained" component={RouterLink} to={MY_PATHS.myCompetitions}>
            {t('orderItemPay.back')}
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} alignItems="center" role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography data-testid="order-item-pay-connecting">{t('orderItemPay.connecting')}</Typography>
        </Stack>
      )}
    </Box>
  );
};

export default OrderItemPayPage;
