import type { BookedCompetition } from '@portal/contracts';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PublicTable } from '../public/components/CompetitionTable';
import { formatClock, formatDateRange } from '../public/format';
import { publicPaths } from '../public/publicPaths';
import { BookedActions, OWED_TINT, StateChips } from './BookedParts';
import { owes, registrantOf } from './bookedRows';

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

/** What the booked or participated list shows, as a table or as cards. */
export interface BookedViewProps {
  rows: BookedCompetition[];
  testId: string;
  label: string;
  onCancel?: (row: BookedCompetition) => void;
  /** registrations whose card payment still runs (plain users' booked list) */
  processing?: ReadonlySet<number>;
}

/**
 * The booked competition rows (docs/registration.md); owed rows are red, and a
 * running card payment says so in the state column (docs/my-competitions.md).
 */
export const BookedTable = ({ rows, testId, label, onCancel, processing }: BookedViewProps) => {
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
        const name = row.competitionName;
        const running = processing?.has(row.id) ?? false;
        const registrant = registrantOf(row);
        return (
          <TableRow
            key={row.id}
            data-testid={`booked-row-${row.id}`}
            data-cancelled={row.cancelled}
            data-processing={running}
            sx={owes(row) ? { bgcolor: OWED_TINT } : undefined}
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
              {registrant && (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  display="block"
                  data-testid={`booked-registrant-${row.id}`}
                >
                  {registrant}
                </Typography>
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
              <StateChips row={row} processing={running} />
            </TableCell>
            <TableCell>
              <BookedActions row={row} onCancel={onCancel} />
            </TableCell>
          </TableRow>
        );
      })}
    </PublicTable>
  );
};
