import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCents, type PremiumOpenPayment } from '../payment/billingApi';
import { TransferDetailsView } from '../payment/TransferQr';

/**
 * Whether the page offers paying the open payment by hand (its transfer code, buying again by
 * card or transfer): not while the saved card's renewal charge is processing, it would pay twice.
 */
export const payableByHand = (open: Pick<PremiumOpenPayment, 'chargeOutcome'> | null): boolean =>
  open?.chargeOutcome !== 'PROCESSING';

/** The premium page's open payment: amount, the renewal charge's state, the transfer code. */
export const OpenPremiumPayment = ({ open }: { open: PremiumOpenPayment }) => {
  const { t, i18n } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="premium-open-payment">
      <Typography sx={{ fontWeight: 600, mb: 1 }}>
        {t('premium.openPayment', { amount: formatCents(open.amountCents, i18n.language) })}
      </Typography>
      {open.chargeOutcome === 'PROCESSING' && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="premium-renewal-processing">
          {t('premium.renewalProcessing')}
        </Alert>
      )}
      {open.chargeOutcome === 'DECLINED' && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="premium-renewal-declined">
          {t('premium.renewalDeclined')}
        </Alert>
      )}
      {open.transfer && payableByHand(open) ? (
        <Stack spacing={1}>
          <Typography>{t('premium.openTransfer')}</Typography>
          <TransferDetailsView details={open.transfer} testId="premium-transfer" />
        </Stack>
      ) : null}
    </Paper>
  );
};
