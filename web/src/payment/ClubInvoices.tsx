import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { selectToken } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import { formatCents, useInvoicesQuery } from './billingApi';
import './billingTexts';
import { downloadFile } from './fileDownload';

const austrianDate = (iso: string) =>
  new Intl.DateTimeFormat('de-AT', {
    timeZone: 'Europe/Vienna',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

/** The club's invoices (the club form's invoice tab): number, date, competition, amounts, paid flag, PDF. */
export const ClubInvoices = ({ clubId }: { clubId: number }) => {
  const { t, i18n } = useTranslation();
  const token = useAppSelector(selectToken);
  const invoices = useInvoicesQuery({ clubId });
  const rows = invoices.data?.content ?? [];
  const euro = (cents: number) => formatCents(cents, i18n.language);
  return (
    <Box sx={{ gridColumn: '1 / -1' }} data-testid="club-invoices">
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('invoice.listTitle')}
      </Typography>
      {rows.length === 0 ? (
        <Typography data-testid="club-invoices-none">{t('invoice.none')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('invoice.listTitle')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('invoice.number')}</TableCell>
                <TableCell>{t('invoice.issuedAt')}</TableCell>
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
                  <TableCell>{austrianDate(invoice.issuedAt)}</TableCell>
                  <TableCell>{invoice.competitionName}</TableCell>
                  <TableCell align="right">{euro(invoice.netCents)}</TableCell>
                  <TableCell align="right">{euro(invoice.vatCents)}</TableCell>
                  <TableCell align="right">{euro(invoice.grossCents)}</TableCell>
                  <TableCell>{t(invoice.competitionPaid ? 'invoice.yes' : 'invoice.no')}</TableCell>
                  <TableCell>
                    <IconButton
                      size="small"
                      aria-label={t('invoice.download', { number: invoice.number })}
                      onClick={() => void downloadFile(`/api/payments/invoices/${invoice.id}/pdf`, token)}
                    >
                      <DownloadIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};
