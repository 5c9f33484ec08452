import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import PlaceIcon from '@mui/icons-material/Place';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CARD_GRID_SX } from '../public/components/CompetitionCard';
import { Tag } from '../public/components/Tag';
import { formatClock, formatDateRange } from '../public/format';
import { publicPaths } from '../public/publicPaths';
import { BookedActions, OWED_TINT, StateChips, type BookedEntryProps } from './BookedParts';
import type { BookedViewProps } from './BookedTable';
import { owes, registrantOf } from './bookedRows';

/** One registration as a card, in the look of the public competition cards. */
const BookedCard = ({ row, processing, onCancel }: BookedEntryProps) => {
  const { t } = useTranslation();
  const name = row.competitionName;
  const registrant = registrantOf(row);
  const place = [row.city, row.country?.toUpperCase()].filter(Boolean).join(', ');
  const squad = [row.squadName, row.squadDate ?? '', row.squadTime ? formatClock(row.squadTime) : '']
    .filter(Boolean)
    .join(' ');
  const tags = [row.event ? row.eventType : row.levelName, row.divisionName].filter((tag): tag is string =>
    Boolean(tag),
  );
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={name}
      data-testid={`booked-card-${row.id}`}
      data-processing={processing}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        ...(owes(row) ? { bgcolor: OWED_TINT, borderColor: 'error.main' } : {}),
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
          {row.publicLink ? (
            <Link
              component={RouterLink}
              to={publicPaths.competition(row.publicLink)}
              aria-label={t('myCompetitions.details', { name })}
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </Typography>
        {registrant && (
          <Typography variant="body2" color="text.secondary" data-testid={`booked-registrant-${row.id}`}>
            {registrant}
          </Typography>
        )}
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
          <EventIcon fontSize="small" color="action" />
          {row.competitionDate ? formatDateRange(row.competitionDate, row.competitionEndDate) : '–'}
        </Typography>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PlaceIcon fontSize="small" color="action" />
          {place || '–'}
          {row.clubShortName ? ` · ${row.clubShortName}` : ''}
        </Typography>
        {squad && (
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <GroupsIcon fontSize="small" color="action" />
            <span>
              {t('myCompetitions.columns.squad')}: {squad}
            </span>
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 1 }}>
          {tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Box>
        <StateChips row={row} processing={processing} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <BookedActions row={row} onCancel={onCancel} />
      </CardActions>
    </Card>
  );
};

/** The booked or participated list as cards (the user's shooterCompetitionViewType). */
export const BookedCards = ({ rows, testId, label, onCancel, processing }: BookedViewProps) => (
  <Box component="section" aria-label={label} data-testid={testId} sx={CARD_GRID_SX}>
    {rows.map((row) => (
      <BookedCard key={row.id} row={row} processing={processing?.has(row.id) ?? false} onCancel={onCancel} />
    ))}
  </Box>
);
