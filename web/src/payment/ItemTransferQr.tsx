import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './billingTexts';
import { useItemEpcQuery } from './billingApi';
import { TransferDetailsView } from './TransferQr';

/**
 * Payment learns of a checkout by registration's event: until then the code answers 404, so it
 * asks again (it stays: a change in another service, which no answer of this page reports).
 */
const POLL_MS = 1000;
const MAX_TRIES = 60;

/** Calls `refetch` once a second while `active`, at most MAX_TRIES times. */
function useRetry(active: boolean, refetch: () => unknown) {
  const tries = useRef(0);
  useEffect(() => {
    if (!active || tries.current >= MAX_TRIES) return;
    const timer = setTimeout(() => {
      tries.current += 1;
      refetch();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [active, refetch]);
}

/**
 * The order item's `epc`: the QR code of a registration paid by bank transfer, wherever a transfer
 * is due (the cart after a transfer checkout, the registration pages). `token` is the item's
 * personal link; without it the signed-in shooter's (or the club admin's) session counts.
 */
export const ItemTransferQr = ({
  itemId,
  token,
  settled = false,
}: {
  itemId: number;
  token?: string;
  /** the registration exists for a while (its own page): no waiting, nothing shown when no transfer is due */
  settled?: boolean;
}) => {
  const { t } = useTranslation();
  const query = useItemEpcQuery({ itemId, token });
  const notYet = !settled && query.isError && 'status' in query.error && query.error.status === 404;
  useRetry(notYet && !query.isFetching, query.refetch);
  if (settled && !query.data) return null;
  if (query.data)
    return (
      <Box component="section" aria-label={t('transfer.title')}>
        <TransferDetailsView details={query.data} testId={`transfer-qr-${itemId}`} />
      </Box>
    );
  if (query.isLoading || query.isFetching || notYet)
    return (
      <Typography
        data-testid={`transfer-qr-${itemId}-waiting`}
        sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
      >
        <CircularProgress size={16} aria-label={t('transfer.waiting')} /> {t('transfer.waiting')}
      </Typography>
    );
  return (
    <Alert severity="info" data-testid={`transfer-qr-${itemId}-unavailable`}>
      {t('transfer.unavailable')}
    </Alert>
  );
};
