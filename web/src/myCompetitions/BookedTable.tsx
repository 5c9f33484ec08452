import type { BookedCompetition } from '@portal/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import CancelIcon from '@mui/icons-material/Cancel';
import EditIcon from '@mui/icons-material/Edit';
import EuroIcon from '@mui/icons-material/Euro';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PublicTable } from '../public/components/CompetitionTable';
import { formatClock, formatDateRange } from '../public/format';
import { publicPaths } from '../public/publicPaths';
import { MY_PATHS } from './myPaths';

const COLUMNS = [
  'date',
  'competition',
  'place',
  'club',
  'level',
  'squad',
  'squadTime',
  'division',
  'country',
  'state',
  'actions',
] as const;

/** What the list offers per row (public-portal.md section 4: cancel only while not cancelled and open). */
export const rowActions = (row: BookedCompetition) => {
  const open = !row.cancelled && !row.registrationEnded && !row.archive;
  return {
    edit: open,
    cancel: open,
    pay: !row.cancelled && !row.paid && row.paymentWithCard && !row.archive,
  };
};

const StateChips = ({ row }: { row: BookedCompetition }) => {
  const { t } = useTranslation();
  const chips: { key: string; color: 'default' | 'success' | 'error' | 'warning' }[] = [];
  if (row.cancelled) chips.push({ key: 'cancelled', color: 'default' });
  else chips.push({ key: row.paid ? 'paid' : 'unpaid', color: row.paid ? 'success' : 'error' });
  if (!row.cancelled && row.waitingList)
    chips.push({ key: row.multipleWaitingList ? 'multipleWaitingList' : 'waitingList', color: 'warning' });
  if (!row.cancelled && row.registrationEnded && !row.archive)
    chips.push({ key: 'registrationEnded', color: 'default' });
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {chips.map(({ key, color }) => (
        <Chip
          key={key}
          size="small"
          color={color}
          label={t(`myCompetitions.state.${key}`)}
          data-testid={`booked-state-${key}`}
        />
      ))}
    </Box>
  );
};

interface Props {
  rows: BookedCompetition[];
  testId: string;
  label: string;
  onCancel?: (row: BookedCompetition) => void;
}

/** The booked competition rows (section 3 "Booked competition row"); unpaid live rows are red. */
export const BookedTable = ({ rows, testId, label, onCancel }: Props) => {
  const { t } = useTranslation();
  return (
    <PublicTable
      testId={testId}
      label={label}
      stackOnPhone
      head={COLUMNS.map((column) => (
        <TableCell key={column}>{t(`myCompetitions.columns.${column}`)}</TableCell>
      ))}
    >
      {rows.map((row) => {
        const actions = rowActions(row);
        const name = row.competitionName;
        const unpaid = !row.cancelled && !row.paid;
        return (
          <TableRow
            key={row.id}
            data-testid={`booked-row-${row.id}`}
            data-cancelled={row.cancelled}
            sx={unpaid ? { bgcolor: 'rgba(211, 47, 47, 0.08)' } : undefined}
          >
            <TableCell>
              {row.competitionDate ? formatDateRange(row.competitionDate, row.competitionEndDate) : ''}
            </TableCell>
            <TableCell>
              {row.publicLink ? (
                <RouterLink
                  to={publicPaths.competition(row.publicLink)}
                  aria-label={t('myCompetitions.details', { name })}
                >
                  {name}
                </RouterLink>
              ) : (
                name
              )}
            </TableCell>
            <TableCell>{row.city ?? ''}</TableCell>
            <TableCell>{row.clubShortName ?? ''}</TableCell>
            <TableCell>{row.event ? (row.eventType ?? '') : (row.levelName ?? '')}</TableCell>
            <TableCell>{row.squadName ?? ''}</TableCell>
            <TableCell>
              {row.squadDate ?? ''} {row.squadTime ? formatClock(row.squadTime) : ''}
            </TableCell>
            <TableCell>{row.divisionName ?? ''}</TableCell>
            <TableCell>{row.country?.toUpperCase() ?? ''}</TableCell>
            <TableCell>
              <StateChips row={row} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t('myCompetitions.view', { name })}>
                <IconButton
                  size="small"
                  component={RouterLink}
                  to={MY_PATHS.shooterOrderItem(row.id, true)}
                  aria-label={t('myCompetitions.view', { name })}
                  data-testid={`booked-view-${row.id}`}
                >
                  <VisibilityIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              {actions.edit ? (
                <Tooltip title={t('myCompetitions.edit', { name })}>
                  <IconButton
                    size="small"
                    component={RouterLink}
                    to={MY_PATHS.shooterOrderItem(row.id)}
                    aria-label={t('myCompetitions.edit', { name })}
                    data-testid={`booked-edit-${row.id}`}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
              {actions.pay ? (
                <Tooltip title={t('myCompetitions.pay', { name })}>
                  <IconButton
                    size="small"
                    href={`#${MY_PATHS.pay(row.id)}`}
                    aria-label={t('myCompetitions.pay', { name })}
                    data-testid={`booked-pay-${row.id}`}
                  >
                    <EuroIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
              {actions.cancel && onCancel ? (
                <Tooltip title={t('myCompetitions.cancel', { name })}>
                  <IconButton
                    size="small"
                    color="error"
                    onClick={() => onCancel(row)}
                    aria-label={t('myCompetitions.cancel', { name })}
                    data-testid={`booked-cancel-${row.id}`}
                  >
                    <CancelIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
            </TableCell>
          </TableRow>
        );
      })}
    </PublicTable>
  );
};
