import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminOrderItem } from '@portal/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageFromQueryError } from '../../api/errorMessage';
import { useMessage } from '../../i18n/useMessage';
import { successShown } from '../../notifications/notificationsSlice';
import { formatEuro } from '../../public/format';
import { useAppDispatch } from '../../store/hooks';
import { ALL, ordersApi, useItemCardPaymentQuery, useRefundItemPaymentMutation } from './ordersApi';

/** When the lists are read again after a refund (the event usually arrives within a second). */
const REFRESH_AFTER_MS = [1000, 3000, 8000];

interface Props {
  item: Pick<AdminOrderItem, 'id'>;
  name: string;
  onClose: () => void;
}

/**
 * After an admin cancelled a paid registration: if it was paid through the card provider (and
 * not refunded yet), offers "Refund payment", which refunds it once through the payment service
 * (POST payments/refunds by item). Nothing to refund (cash, transfer, already refunded, or the
 * read failed): the offer closes without a word.
 */
export const RefundOffer = ({ item, name, onClose }: Props) => {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const card = useItemCardPaymentQuery(item.id, { refetchOnMountOrArgChange: true });
  const [refund, refunding] = useRefundItemPaymentMutation();
  const [error, setError] = useState<string | null>(null);
  const payment = card.data?.payment;
  const offered = Boolean(payment && !payment.refunded);
  const settled = card.isError || (card.isSuccess && !card.isFetching);
  useEffect(() => {
    if (settled && !offered) onClose();
  }, [settled, offered, onClose]);
  if (!payment || !offered) return null;
  const confirm = () =>
    void refund({ itemId: item.id })
      .unwrap()
      .then(() => {
        dispatch(successShown(t('orderItems.refund.done')));
        // stays: registration takes the paid flag back when payment's refund event reaches it,
        // after the refund's answer (which already refreshed the lists); nothing tells the page
        // when, so the lists are read again shortly after and the row turns unpaid without a reload
        for (const ms of REFRESH_AFTER_MS) setTimeout(() => dispatch(ordersApi.util.invalidateTags(ALL)), ms);
        onClose();
      })
      .catch((failure: FetchBaseQueryError) => setError(message(messageFromQueryError(failure))));
  return (
    <Dialog
      open
      onClose={refunding.isLoading ? undefined : onClose}
      aria-labelledby="refund-offer-title"
      data-testid="refund-offer"
    >
      <DialogTitle id="refund-offer-title">{t('orderItems.refund.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="refund-offer-text">
          {t('orderItems.refund.text', {
            name,
            amount: formatEuro(payment.amountCents / 100, i18n.language),
          })}
        </DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="refund-offer-error">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={refunding.isLoading} data-testid="refund-offer-no">
          {t('orderItems.refund.no')}
        </Button>
        <Button
          onClick={confirm}
          disabled={refunding.isLoading}
          variant="contained"
          color="error"
          startIcon={refunding.isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="refund-offer-yes"
        >
          {t('orderItems.refund.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
