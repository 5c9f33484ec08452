import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCents, type InvoicePreview } from './billingApi';
import './billingTexts';

/** AT611904300234573201 -> "AT61 1904 3002 3457 3201" */
const groupIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

const Lines = ({ title, lines }: { title: string; lines: string[] }) => (
  <Box>
    <Typography variant="subtitle2" component="h3">
      {title}
    </Typography>
    {lines.map((line, index) => (
      <Typography key={index} variant="body2">
        {line}
      </Typography>
    ))}
  </Box>
);

/**
 * What the invoice would print, before its number is used up (docs/club-invoices-and-exports.md):
 * issuer with VAT number and bank account, recipient, the start fee rule, amounts and warnings.
 */
export const InvoicePreviewPanel = ({ preview }: { preview: InvoicePreview }) => {
  const { t, i18n } = useTranslation();
  const euro = (cents: number) => formatCents(cents, i18n.language);
  const { issuer } = preview;
  return (
    <Box data-testid="invoice-preview-panel" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t('invoice.previewTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Lines
          title={t('invoice.issuer')}
          lines={[
            issuer.name,
            ...issuer.addressLines,
            t('invoice.vatId', { vatId: issuer.vatId }),
            t('invoice.bank', {
              name: issuer.bank.name,
              iban: groupIban(issuer.bank.iban),
              bic: issuer.bank.bic,
            }),
          ]}
        />
        <Lines title={t('invoice.recipient')} lines={preview.recipient} />
      </Box>
      <Typography variant="body2" data-testid="invoice-preview-fee">
        {t(`invoice.fee.${preview.startFee.rule}`, { amount: euro(preview.startFee.minimumCents) })}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, m: 0 }}
        data-testid="invoice-preview-amounts"
      >
        {(
          [
            [t('invoice.net'), preview.netCents],
            [`${t('invoice.vat')} ${preview.vatPercent} %`, preview.vatCents],
            [t('invoice.gross'), preview.grossCents],
          ] as const
        ).map(([label, cents]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {euro(cents)}
            </Typography>
          </Box>
        ))}
      </Box>
      {preview.warnings.map((warning) => (
        <Alert key={warning} severity="warning" data-testid={`invoice-warning-${warning}`}>
          {t(`invoice.warnings.${warning}`)}
        </Alert>
      ))}
    </Box>
  );
};
