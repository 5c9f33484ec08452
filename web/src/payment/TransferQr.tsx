import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import './billingTexts';
import { formatCents } from './billingApi';
import { formatIban } from '../public/format';

export interface TransferDetails {
  /** PNG, base64 */
  epc: string;
  amountCents: number;
  reference: string;
  name?: string;
  iban?: string;
  bic?: string;
}

/** The EPC QR code (EPC069-12) of a bank transfer with its details in words. */
export const TransferDetailsView = ({ details, testId }: { details: TransferDetails; testId: string }) => {
  const { t, i18n } = useTranslation();
  const amount = formatCents(details.amountCents, i18n.language);
  return (
    <Box data-testid={testId} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <img
        src={`data:image/png;base64,${details.epc}`}
        alt={t('transfer.qrAlt', { amount, name: details.name ?? '' })}
        width={180}
        height={180}
        data-testid={`${testId}-image`}
        style={{ imageRendering: 'pixelated' }}
      />
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
        {(
          [
            ['name', details.name],
            ['iban', details.iban ? formatIban(details.iban) : details.iban],
            ['bic', details.bic],
            ['amount', amount],
            ['reference', details.reference],
          ] as const
        )
          .filter(([, value]) => value)
          .map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {t(`transfer.${key}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid={`${testId}-${key}`}>
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
    </Box>
  );
};
