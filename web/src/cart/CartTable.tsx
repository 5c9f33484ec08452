import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PublicTable } from '../public/components/CompetitionTable';
import { formatDate, formatEuro } from '../public/format';
import { totalCents, type CartRow } from './cartRows';

interface Props {
  rows: CartRow[];
  /** null: read-only (the summary step) */
  onRemove: ((row: CartRow) => void) | null;
  busy?: boolean;
}

/**
 * A long name or competition breaks inside itself rather than pushing the fee and the remove
 * button out of view; the minimum width keeps ordinary words ("Training") whole
 * (docs/web-usability.md).
 */
const NAME_SX = { overflowWrap: 'anywhere', minWidth: { sm: 96 } } as const;
const KEEP_SX = { whiteSpace: 'nowrap' } as const;

const euro = (cents: number | null, language: string) =>
  cents === null ? '' : formatEuro(cents / 100, language);

/** The cart table (docs/registration.md) with the total and the waiting-list note. */
export const CartTable = ({ rows, onRemove, busy = false }: Props) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const anyWaiting = rows.some((row) => row.isWaitingList);
  return (
    <Box data-testid="cart-table-box">
      <PublicTable
        stackOnPhone
        testId="cart-table"
        label={t('cart.tableLabel')}
        head={
          <>
            <TableCell>{t('cart.competition')}</TableCell>
            <TableCell>{t('cart.squads')}</TableCell>
            <TableCell>{t('cart.name')}</TableCell>
            <TableCell>{t('cart.division')}</TableCell>
            <TableCell>{t('cart.competitionClass')}</TableCell>
            <TableCell>{t('cart.date')}</TableCell>
            <TableCell>
              <abbr title={t('cart.markerHint')}>{t('cart.marker')}</abbr>
            </TableCell>
            <TableCell align="right">{t('cart.fee')}</TableCell>
            {onRemove && <TableCell />}
          </>
        }
      >
        {rows.map((row) => {
          const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
          return (
            <TableRow key={row.key} data-testid="cart-row" data-waiting={row.isWaitingList}>
              <TableCell sx={NAME_SX}>
                {row.competitionName}
                {row.isWaitingList && ` ${t('cart.waitingListSuffix')}`}
              </TableCell>
              <TableCell>{row.squads.join(', ')}</TableCell>
              <TableCell sx={NAME_SX}>{name}</TableCell>
              <TableCell>{row.divisionName ?? ''}</TableCell>
              <TableCell>{row.competitionClassName ?? ''}</TableCell>
              <TableCell>{formatDate(row.competitionCompetitionDate)}</TableCell>
              <TableCell data-testid="cart-marker">{row.marker}</TableCell>
              <TableCell align="right" sx={KEEP_SX} data-testid="cart-fee">
                {euro(row.feeCents, language)}
                {row.isWaitingList && row.feeCents !== null ? '*' : ''}
              </TableCell>
              {onRemove && (
                <TableCell align="right" sx={KEEP_SX}>
                  <IconButton
                    size="small"
                    disabled={busy}
                    aria-label={t('cart.remove', { name: row.competitionName })}
                    onClick={() => onRemove(row)}
                    data-testid="cart-remove"
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          );
        })}
        <TableRow>
          <TableCell colSpan={7}>
            <strong>{t('cart.total')}</strong>
          </TableCell>
          <TableCell align="right" data-testid="cart-total">
            <strong>{euro(totalCents(rows), language)}</strong>
          </TableCell>
          {onRemove && <TableCell />}
        </TableRow>
      </PublicTable>
      {anyWaiting && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="cart-waiting-info">
          {t('checkout.waitingListPaymentInfo')}
        </Typography>
      )}
    </Box>
  );
};
