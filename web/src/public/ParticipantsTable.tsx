import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { Participant, ParticipantSortField } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectIdentity } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import { PublicTable } from './components/CompetitionTable';
import { TextFilter } from './components/FilterInputs';
import { EmptyNote, LoadState, usePaging } from './components/ListParts';
import { PublicPagination } from './components/PublicPagination';
import { Tag } from './components/Tag';
import { useParticipantsQuery } from './participantsApi';
import './participantsTexts';
import { useDebounced } from './useDebounced';
import { useViewer } from './viewer';

const PAGE_SIZES = [25, 50, 100] as const;

type Column = 'name' | Exclude<ParticipantSortField, 'firstName' | 'lastName'>;
/** the name column sorts by last name */
const SORT_OF: Record<Column, ParticipantSortField> = {
  name: 'lastName',
  clubName: 'clubName',
  squadName: 'squadName',
  squadStandName: 'squadStandName',
  divisionName: 'divisionName',
  competitionClassName: 'competitionClassName',
  factorName: 'factorName',
};
/** Events ask for no division, class or factor. */
const columnsOf = (event: boolean): Column[] =>
  event
    ? ['name', 'clubName', 'squadName', 'squadStandName']
    : [
        'name',
        'clubName',
        'squadName',
        'squadStandName',
        'divisionName',
        'competitionClassName',
        'factorName',
      ];

const cellOf = (row: Participant, column: Column): string | null =>
  column === 'name' ? [row.firstName, row.lastName].filter(Boolean).join(' ') : row[column];

/**
 * The participants of a competition page (docs/registration.md): the live reserved
 * registrations with club, squad, stand, division, class and factor and the waiting-list marker,
 * paged. Sorting and the search field are offered to premium users (payment valid) only; on phones
 * each row becomes a wrapping line (no sideways scrolling).
 */
export const ParticipantsTable = ({ competitionId, event }: { competitionId: number; event: boolean }) => {
  const { t } = useTranslation();
  const { guest } = useViewer();
  const identity = useAppSelector(selectIdentity);
  const premium = !guest && Boolean(identity?.paymentValid);
  const paging = usePaging(PAGE_SIZES[0]);
  const [sort, setSort] = useState<{ field: ParticipantSortField; direction: 'asc' | 'desc' } | null>(null);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim());
  const query = useParticipantsQuery({
    competitionId,
    page: paging.page,
    size: paging.size,
    sort: premium && sort ? `${sort.field},${sort.direction}` : undefined,
    search: premium && search ? search : undefined,
    audience: identity?.id ?? 0,
  });
  const { data } = query;
  const columns = columnsOf(event);

  const changeSort = (field: ParticipantSortField) => {
    setSort((current) =>
      current?.field === field && current.direction === 'asc'
        ? { field, direction: 'desc' }
        : { field, direction: 'asc' },
    );
    paging.toFirstPage();
  };
  const heading = (column: Column) => {
    const field = SORT_OF[column];
    const label = t(`participants.${column}`);
    if (!premium) return label;
    return (
      <TableSortLabel
        active={sort?.field === field}
        direction={sort?.field === field ? sort.direction : 'asc'}
        onClick={() => changeSort(field)}
        data-testid={`participants-sort-${field}`}
      >
        {label}
      </TableSortLabel>
    );
  };

  return (
    <Box
      component="section"
      sx={{ mt: 3 }}
      data-testid="competition-participants"
      aria-labelledby="participants-title"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id="participants-title" variant="h2" sx={{ fontSize: '1.4rem', flexGrow: 1 }}>
          {t(event ? 'participants.eventTitle' : 'participants.title')}
          {data ? (
            <Typography
              component="span"
              color="text.secondary"
              sx={{ ml: 1 }}
              data-testid="participants-total"
            >
              ({t('participants.total', { count: data.totalElements })})
            </Typography>
          ) : null}
        </Typography>
        {premium ? (
          <Box
            component="form"
            role="search"
            onSubmit={(e) => e.preventDefault()}
            sx={{ width: { xs: '100%', sm: 260 } }}
          >
            <TextFilter
              type="search"
              label={t('participants.search')}
              value={searchText}
              onChange={(value) => {
                setSearchText(value);
                paging.toFirstPage();
              }}
              testId="participants-search"
              width={{ xs: '100%', sm: 260 }}
            />
          </Box>
        ) : null}
      </Box>
      {!premium && !guest ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1 }}
          data-testid="participants-premium-hint"
        >
          {t('participants.premiumHint')}
        </Typography>
      ) : null}
      <LoadState query={query} failed={t('participants.loadError')} testId="participants-error" />
      {data && data.content.length > 0 ? (
        <>
          <PublicTable
            testId="participants-table"
            label={t('participants.tableLabel')}
            stackOnPhone
            head={
              <>
                {columns.map((column) => (
                  <TableCell
                    key={column}
                    sortDirection={premium && sort?.field === SORT_OF[column] ? sort.direction : false}
                  >
                    {heading(column)}
                  </TableCell>
                ))}
                <TableCell>{t('participants.waitingList')}</TableCell>
              </>
            }
          >
            {data.content.map((row, index) => (
              <TableRow key={`${paging.page}-${index}`} data-testid="participant-row">
                {columns.map((column) => (
                  <TableCell
                    key={column}
                    data-column={column}
                    sx={column === 'name' ? { fontWeight: 500 } : undefined}
                  >
                    {cellOf(row, column)}
                  </TableCell>
                ))}
                <TableCell data-column="waitingList">
                  {row.waitingList ? (
                    <Tag tone="warning" title={t('participants.waitingList')}>
                      {t('participants.waitingList')}
                    </Tag>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </PublicTable>
          <PublicPagination
            total={data.totalElements}
            paging={paging}
            sizes={PAGE_SIZES}
            testId="participants-paging"
          />
        </>
      ) : null}
      <EmptyNote show={data?.content.length === 0} testId="participants-empty">
        {search && premium ? t('participants.noMatch') : t('participants.empty')}
      </EmptyNote>
    </Box>
  );
};
