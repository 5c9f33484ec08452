import Box from '@mui/material/Box';
import type { EpcTransfer } from '@portal/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import './billingTexts';
import { formatCents } from './billingApi';
import { formatIban } from '../public/format';

/** A transfer as payment answers it; the recipient's details may be left out. */
export type TransferDetails = Pick<EpcTransfer, 'epc' | 'amountCents' | 'reference'> &
  Partial<Pick<EpcTransfer, 'name' | 'iban' | 'bic'>>;

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
