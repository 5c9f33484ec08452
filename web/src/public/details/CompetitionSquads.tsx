import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { squadColumns } from '../competitionPage';
import { PublicTable } from '../components/CompetitionTable';
import { Tag } from '../components/Tag';
import { formatClock, formatDate } from '../format';
import '../publicTexts';
import type { PublicCompetitionDetail, PublicSquad } from '../types';
import { liveSquad, useLiveCompetition } from '../../live/useLivePlaces';

/** Badges of a squad: full, waiting list only, code required. */
const SquadBadges = ({ squad }: { squad: PublicSquad }) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {squad.full && (
        <Tag tone="error" testId={`squad-full-${squad.id}`}>
          {t('publicPortal.squads.full')}
        </Tag>
      )}
      {!squad.full && squad.waitingListOnly && (
        <Tag tone="warning" testId={`squad-waiting-list-only-${squad.id}`}>
          {t('publicPortal.squads.waitingListOnly')}
        </Tag>
      )}
      {squad.requireCode && (
        <Tag tone="info" testId={`squad-code-${squad.id}`}>
          {t('publicPortal.squads.requireCode')}
        </Tag>
      )}
    </Box>
  );
};

/** The competition's squads: date, times, places and badges. */
export const Squads = ({ competition }: { competition: PublicCompetitionDetail }) => {
  const { t } = useTranslation();
  const live = useLiveCompetition(competition.id);
  if (competition.squads.length === 0) return null;
  const columns = new Set(squadColumns(competition.event));
  return (
    <Box sx={{ mt: 3 }} data-testid="competition-squads">
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t(competition.event ? 'publicPortal.squads.eventTitle' : 'publicPortal.squads.title')}
      </Typography>
      {/* on a phone each squad is a labelled block: a table wider than the screen was cut off */}
      <PublicTable
        stackOnPhone
        testId="competition-squads-table"
        head={
          <>
            {squadColumns(competition.event).map((column) => (
              <TableCell key={column}>{t(`publicPortal.squads.${column}`)}</TableCell>
            ))}
          </>
        }
      >
        {competition.squads.map((listed) => {
          const squad = liveSquad(listed, live);
          const from = formatClock(squad.startTime);
          const to = formatClock(squad.endTime);
          return (
            <TableRow key={squad.id} data-testid={`squad-row-${squad.id}`}>
              {columns.has('name') && (
                <TableCell sx={{ minWidth: { sm: 140 } }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {squad.name}
                  </Typography>
                  {squad.information && (
                    <Typography variant="caption" color="text.secondary" display="block">
                      {squad.information}
                    </Typography>
                  )}
                  {squad.resultListLink && (
                    <Link
                      href={squad.resultListLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="caption"
                    >
                      {t('publicPortal.downloads.resultList')}
                    </Link>
                  )}
                </TableCell>
              )}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(squad.startDate)}
                {(from || to) && (
                  <Typography variant="caption" display="block">
                    {[from, to].filter(Boolean).join(' – ')}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid={`squad-places-${squad.id}`}>
                {t('publicPortal.squads.freeOf', {
                  free: Math.max(0, squad.free),
                  total: squad.squadSize,
                })}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid={`squad-waiting-${squad.id}`}>
                {squad.maxWaitingListSize > 0
                  ? t('publicPortal.squads.freeOf', {
                      free: Math.max(0, squad.waitingListFree),
                      total: squad.maxWaitingListSize,
                    })
                  : '–'}
              </TableCell>
              <TableCell>
                <SquadBadges squad={squad} />
              </TableCell>
              {columns.has('stands') && (
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {squad.stands.map((stand) => (
                      <Tag
                        key={stand.id}
                        tone={stand.free ? 'success' : 'neutral'}
                        testId={`squad-stand-${stand.id}`}
                        data={{ 'data-free': stand.free }}
                      >
                        {stand.free ? stand.name : `${stand.name} (${t('publicPortal.squads.taken')})`}
                      </Tag>
                    ))}
                  </Box>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </PublicTable>
    </Box>
  );
};
