import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import { formatViennaDate, formatViennaDateTime } from '@portal/contracts/vienna-time';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OpenRow } from '../common/ListParts';
import { CompetitionRowActions, type RowHandlers } from './CompetitionRowActions';
import { placesOf, rowLook, statusLetter } from './competitionListQuery';
import type { Competition } from './competitionModel';
import { COMPETITION_PATHS, type CompetitionKind } from './competitionPaths';
import type { CompetitionList } from './useCompetitionList';

/** Row background of each tone: unpaid red, UNLISTED purple, INTERNAL green. */
const TONE_SX = {
  unpaid: { bgcolor: 'rgba(211, 47, 47, 0.08)' },
  unlisted: { bgcolor: 'rgba(123, 31, 162, 0.10)' },
  internal: { bgcolor: 'rgba(46, 125, 50, 0.12)' },
} as const;
const UNPAID_SX = { '& td': { color: 'error.dark' } } as const;
// the widest list of all (events beside the menu): long names may break inside a word,
// hyphenated where the browser can, rather than push the row actions out of view
const NAME_CELL_SX = { overflowWrap: 'anywhere', hyphens: 'auto' } as const;

interface CompetitionRowProps extends RowHandlers {
  kind: CompetitionKind;
  row: Competition;
  list: CompetitionList;
}

/** One competition or event: colours and status letter (docs/events.md), cells, actions. */
export const CompetitionRow = ({ kind, row, list, ...handlers }: CompetitionRowProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { access, selection } = list;
  const look = rowLook(row);
  const places = placesOf(row);
  const open = () => navigate(COMPETITION_PATHS.edit(kind, row.id));
  return (
    <OpenRow
      onOpen={open}
      sx={{
        ...(look.tone ? TONE_SX[look.tone] : {}),
        ...(look.unpaid ? UNPAID_SX : {}),
        ...(look.struck ? { '& td': { textDecoration: 'line-through' } } : {}),
      }}
      testId={`competition-row-${row.id}`}
      select={{
        selection,
        row,
        testId: `competition-select-${row.id}`,
        label: t('competitions.bulk.selectRow', { name: row.name }),
      }}
      data={{
        'data-tone': look.tone ?? 'none',
        'data-unpaid': look.unpaid ? 'true' : 'false',
        'data-struck': look.struck ? 'true' : 'false',
      }}
    >
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatViennaDate(row.competitionDate)}</TableCell>
      <TableCell sx={NAME_CELL_SX}>
        {row.name}
        {row.event && row.eventName ? (
          // an event's subtitle, as the public lists show it (docs/events.md)
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
            {row.eventName}
          </Box>
        ) : null}
      </TableCell>
      {access.admin ? <TableCell sx={NAME_CELL_SX}>{row.club?.name}</TableCell> : null}
      <TableCell sx={NAME_CELL_SX}>{row.competitionType?.name}</TableCell>
      <TableCell>
        <Tooltip
          title={
            row.cancelled ? t('competitions.status.cancelled') : t(`competitions.viewTypes.${row.viewType}`)
          }
        >
          <Box component="span" sx={{ fontWeight: 700 }} data-testid={`competition-status-${row.id}`}>
            {statusLetter(row)}
          </Box>
        </Tooltip>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatViennaDateTime(row.registrationStart)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatViennaDateTime(row.registrationEnd)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid={`competition-places-${row.id}`}>
        {places.taken} / {places.size}
      </TableCell>
      <TableCell data-testid={`competition-paid-${row.id}`} data-paid={row.paid ? 'true' : 'false'}>
        {t(row.paid ? 'competitions.yes' : 'competitions.no')}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <CompetitionRowActions kind={kind} row={row} access={access} onEdit={open} {...handlers} />
      </TableCell>
    </OpenRow>
  );
};
