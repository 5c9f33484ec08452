import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { hasAny } from '../admin/access';
import { selectPermissions, selectToken } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import { formatCents, useInvoicesQuery, type Invoice } from './billingApi';
import { CreditNoteDialog } from './CreditNoteDialog';
import './billingTexts';
import { downloadFile } from './fileDownload';
import { formatViennaDate } from '@portal/contracts/vienna-time';

/** a credit note's amounts count against the invoice */
const sign = (invoice: Invoice) => (invoice.kind === 'CREDIT_NOTE' ? -1 : 1);

/**
 * The club's invoices and credit notes (the club form's invoice tab, the menu's bills): number,
 * kind, date, competition, amounts, paid flag, PDF; admins cancel an invoice with a credit note.
 * Without a club (an admin's bills) every club's, with a club column.
 */
export const ClubInvoices = ({ clubId, heading = true }: { clubId: number | null; heading?: boolean }) => {
  const { t, i18n } = useTranslation();
  const token = useAppSelector(selectToken);
  const admin = hasAny(useAppSelector(selectPermissions), ['IS_ADMIN', 'IS_PORTAL_ADMIN']);
  const [cancelling, setCancelling] = useState<Invoice | null>(null);
  const invoices = useInvoicesQuery(clubId === null ? {} : { clubId });
  const rows = invoices.data?.content ?? [];
  const euro = (cents: number) => formatCents(cents, i18n.language);
  return (
    <Box sx={{ gridColumn: '1 / -1' }} data-testid="club-invoices">
      {heading && (
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {t('invoice.listTitle')}
        </Typography>
      )}
      {rows.length === 0 ? (
        <Typography data-testid="club-invoices-none">{t('invoice.none')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('invoice.listTitle')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('invoice.number')}</TableCell>
                <TableCell>{t('invoice.kindColumn')}</TableCell>
                <TableCell>{t('invoice.issuedAt')}</TableCell>
                {clubId === null && <TableCell>{t('invoice.club')}</TableCell>}
                <TableCell>{t('invoice.competition')}</TableCell>
                <TableCell align="right">{t('invoice.net')}</TableCell>
                <TableCell align="right">{t('invoice.vat')}</TableCell>
                <TableCell align="right">{t('invoice.gross')}</TableCell>
                <TableCell>{t('invoice.paid')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((invoice) => (
                <TableRow key={invoice.id} data-testid={`club-invoice-${invoice.number}`}>
                  <TableCell>{invoice.number}</TableCell>
                  <TableCell data-testid={`club-invoice-kind-${invoice.number}`}>
                    {t(`invoice.kind.${invoice.kind}`)}
                    {invoice.cancels ? ` (${t('invoice.cancels', { number: invoice.cancels.number })})` : ''}
                    {invoice.cancelledBy
                      ? ` (${t('invoice.cancelledBy', { number: invoice.cancelledBy.number })})`
                      : ''}
                  </TableCell>
                  <TableCell>{formatViennaDate(invoice.issuedAt)}</TableCell>
                  {clubId === null && <TableCell>{invoice.clubName}</TableCell>}
                  <TableCell>{invoice.competitionName}</TableCell>
                  <TableCell align="right">{euro(sign(invoice) * invoice.netCents)}</TableCell>
                  <TableCell align="right">{euro(sign(invoice) * invoice.vatCents)}</TableCell>
                  <TableCell align="right">{euro(sign(invoice) * invoice.grossCents)}</TableCell>
                  <TableCell>{t(invoice.competitionPaid ? 'invoice.yes' : 'invoice.no')}</TableCell>
                  <TableCell>
                    <IconButton
                      size="small"
                      aria-label={t('invoice.download', { number: invoice.number })}
                      onClick={() => void downloadFile(`/api/payments/invoices/${invoice.id}/pdf`, token)}
                    >
                      <DownloadIcon fontSize="small" />
                    </IconButton>
                    {admin && invoice.kind === 'INVOICE' && !invoice.cancelledBy ? (
                      <IconButton
                        size="small"
                        aria-label={t('invoice.creditNote', { number: invoice.number })}
                        onClick={() => setCancelling(invoice)}
                        data-testid={`club-invoice-credit-${invoice.number}`}
                      >
                        <ReceiptLongIcon fontSize="small" />
                      </IconButton>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <CreditNoteDialog invoice={cancelling} onClose={() => setCancelling(null)} />
    </Box>
  );
};
