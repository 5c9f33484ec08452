import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useRef, type ReactNode } from 'react';
import { useCellLabels } from '../../layout/cellLabels';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '../../layout/visuallyHidden';
import { stackedRowsSx } from '../../layout/stackedRows';
import { formatDate, formatDateRange, formatTime } from '../format';
import { publicPaths } from '../publicPaths';
import type { PublicCompetition } from '../types';
import {
  CompetitionName,
  DetailsButton,
  PlacesText,
  RegionLabel,
  RegisterButton,
  useRegionLabel,
} from './CompetitionParts';
import { CompetitionMarks } from './FavouriteButton';
import { CountryFlag } from '../../geo/CountryFlag';

/** Columns of the list view (docs/web-app.md). */
export const LIST_COLUMNS = [
  'date',
  'region',
  'place',
  'club',
  'name',
  'level',
  'type',
  'stages',
  'registrationStart',
  'places',
  'marks',
  'actions',
] as const;

export const TABLE_SX = {
  '& th, & td': { px: 0.5, py: 0.75, fontSize: '0.8125rem' },
  '& th:first-of-type, & td:first-of-type': { pl: 2 },
  '& th:last-of-type, & td:last-of-type': { pr: 2 },
  // headings may break between words, so a long German heading does not widen the table
  '& th': { fontWeight: 600, hyphens: 'auto' },
} as const;

const STACKED_ON_PHONE_SX = stackedRowsSx('sm', 'baseline');

/** A compact table of the public pages in an outlined box that scrolls sideways on narrow screens. */
export const PublicTable = ({
  head,
  testId,
  label,
  stackOnPhone = false,
  children,
}: {
  head: ReactNode;
  testId?: string;
  /** Name of the table's scroll box for screen readers (a generic one by default). */
  label?: string;
  /** Show rows as wrapping lines on phones instead of a table that scrolls sideways. */
  stackOnPhone?: boolean;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const table = useRef<HTMLTableElement>(null);
  useCellLabels(table);
  return (
    // a box that may scroll sideways must be reachable by keyboard, so it takes focus and has a name
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      tabIndex={0}
      aria-label={label ?? t('publicPortal.tableRegion')}
    >
      <Table
        ref={table}
        size="small"
        sx={stackOnPhone ? [TABLE_SX, STACKED_ON_PHONE_SX] : TABLE_SX}
        data-testid={testId}
      >
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
};

/** The list view: a table that scrolls sideways on narrow screens. */
export const CompetitionTable = ({ children, testId }: { children: ReactNode; testId: string }) => {
  const { t } = useTranslation();
  return (
    <PublicTable
      testId={testId}
      head={LIST_COLUMNS.map((column) =>
        column === 'marks' ? (
          <TableCell key={column} title={t('publicPortal.columns.marks')}>
            <StarBorderIcon fontSize="small" aria-hidden sx={{ verticalAlign: 'middle' }} />
            {/* a heading needs text a screen reader can read */}
            <Box component="span" sx={visuallyHidden}>
              {t('publicPortal.columns.marks')}
            </Box>
          </TableCell>
        ) : (
          <TableCell key={column}>{t(`publicPortal.columns.${column}`)}</TableCell>
        ),
      )}
    >
      {children}
    </PublicTable>
  );
};

/** One competition of the list view. */
export const CompetitionRow = ({ competition }: { competition: PublicCompetition }) => {
  return (
    <TableRow hover data-testid={`competition-row-${competition.id}`} data-kind="competition">
      <TableCell sx={{ whiteSpace: 'pre-line' }}>
        {/* a second day goes on its own line */}
        {formatDateRange(competition.competitionDate, competition.competitionEndDate).replace(' – ', ' –\n')}
      </TableCell>
      <TableCell>
        <RegionLabel country={competition.country} state={competition.state} />
      </TableCell>
      <TableCell>{competition.city}</TableCell>
      <TableCell>
        <Link component={RouterLink} to={publicPaths.club(competition.clubPublicLinkId)} color="inherit">
          {competition.clubShortName || competition.clubName}
        </Link>
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        <CompetitionName competition={competition} testId={`competition-name-${competition.id}`} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{competition.levelName}</TableCell>
      {/* long German compounds (Sicherheitsüberprüfung) break instead of widening the table */}
      <TableCell sx={{ overflowWrap: 'break-word' }}>{competition.competitionTypeName}</TableCell>
      <TableCell>{competition.stages ?? ''}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(competition.registrationStart)}
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {formatTime(competition.registrationStart)}
        </Box>
      </TableCell>
      <TableCell>
        <PlacesText id={competition.id} places={competition.places} />
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <CompetitionMarks competition={competition} />
        </Box>
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 0.5 }}>
          <DetailsButton competition={competition} />
          <RegisterButton competition={competition} />
        </Box>
      </TableCell>
    </TableRow>
  );
};

/**
 * One competition of the list view on a phone: the same facts as a table row, stacked, so nothing
 * hides behind a sideways scroll.
 */
export const CompetitionListItem = ({ competition }: { competition: PublicCompetition }) => {
  const { t } = useTranslation();
  const region = useRegionLabel();
  const place = [competition.city, region(competition.country, competition.state)].filter(Boolean).join(', ');
  const facts = [
    competition.clubShortName || competition.clubName,
    competition.levelName,
    competition.competitionTypeName,
    competition.stages ? `${competition.stages} ${t('publicPortal.columns.stages')}` : null,
  ].filter(Boolean);
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{ p: 1.5 }}
      data-testid={`competition-row-${competition.id}`}
      data-kind="competition"
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
            {formatDateRange(competition.competitionDate, competition.competitionEndDate)}
            {place && (
              <>
                {' · '}
                <CountryFlag code={competition.country} /> {place}
              </>
            )}
          </Box>
          <CompetitionName competition={competition} testId={`competition-name-${competition.id}`} bold />
          <Box sx={{ fontSize: '0.8125rem' }}>{facts.join(' · ')}</Box>
          {competition.registrationStart && (
            <Box sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
              {`${t('publicPortal.columns.registrationStart')}: ${formatDate(competition.registrationStart)} ${formatTime(competition.registrationStart)}`}
            </Box>
          )}
        </Box>
        <CompetitionMarks competition={competition} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Box component="span" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
          {t('publicPortal.columns.places')}:
        </Box>
        <PlacesText id={competition.id} places={competition.places} />
        <Box sx={{ flexGrow: 1 }} />
        <DetailsButton competition={competition} />
        <RegisterButton competition={competition} />
      </Box>
    </Paper>
  );
};
