import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EventSubtitle, RegionLabel, StatusBadges } from './components/CompetitionParts';
import { formatDateRange } from './format';
import { publicPaths } from './publicPaths';
import type { PublicCompetition } from './types';

/** One past or cancelled competition: dates, name (linked while public), club, place, result list. */
export const ResultRow = ({ competition }: { competition: PublicCompetition }) => {
  const { t } = useTranslation();
  return (
    <TableRow
      hover
      data-testid={`result-row-${competition.id}`}
      data-kind="competition"
      data-cancelled={competition.cancelled}
    >
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatDateRange(competition.competitionDate, competition.competitionEndDate)}
      </TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        {competition.publicLink ? (
          <Link
            component={RouterLink}
            to={publicPaths.competition(competition.publicLink)}
            underline="hover"
            data-testid={`result-link-${competition.id}`}
          >
            {competition.name}
          </Link>
        ) : (
          competition.name
        )}
        <StatusBadges competition={competition} />
        <EventSubtitle competition={competition} />
      </TableCell>
      <TableCell>
        <Link component={RouterLink} to={publicPaths.club(competition.clubPublicLinkId)} color="inherit">
          {competition.clubShortName || competition.clubName}
        </Link>
      </TableCell>
      <TableCell>{competition.city}</TableCell>
      <TableCell>
        <RegionLabel country={competition.country} state={competition.state} />
      </TableCell>
      <TableCell>{competition.levelName}</TableCell>
      <TableCell>{competition.competitionTypeName}</TableCell>
      <TableCell>
        {competition.resultListLink && (
          <Link
            href={competition.resultListLink}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {t('publicPortal.results.resultList')}
            <OpenInNewIcon fontSize="inherit" />
          </Link>
        )}
      </TableCell>
    </TableRow>
  );
};
