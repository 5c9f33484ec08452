import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { AdvertSlot } from './AdvertSlots';
import { PublicTable } from './components/CompetitionTable';
import { formatYearMonth } from './format';
import { ResultRow } from './ResultRow';
import { RESULTS_COLUMNS } from './resultsList';
import type { ResultsList } from './useResultsList';

/** Sortable header cells, then the rows: year-month headings, competitions and adverts. */
export const ResultsTable = ({ list }: { list: ResultsList }) => {
  const { t, i18n } = useTranslation();
  const { sort, changeSort } = list;
  return (
    <PublicTable
      testId="results-table"
      stackOnPhone
      head={RESULTS_COLUMNS.map(({ key, sort: field }) => (
        <TableCell key={key} sortDirection={field && sort.field === field ? sort.direction : false}>
          {field ? (
            <TableSortLabel
              active={sort.field === field}
              direction={sort.field === field ? sort.direction : 'asc'}
              onClick={() => changeSort(field)}
              data-testid={`results-sort-${field}`}
            >
              {t(`publicPortal.columns.${key}`)}
            </TableSortLabel>
          ) : (
            t(`publicPortal.columns.${key}`)
          )}
        </TableCell>
      ))}
    >
      {list.rows.map((row, index) => {
        if (row.kind === 'heading') {
          return (
            <TableRow key={`heading-${row.key}`} data-testid={`results-month-${row.key}`} data-kind="heading">
              <TableCell colSpan={RESULTS_COLUMNS.length} sx={{ bgcolor: 'grey.100' }}>
                <Typography variant="subtitle2" component="h2">
                  {formatYearMonth(row.year, row.month, i18n.language)}
                </Typography>
              </TableCell>
            </TableRow>
          );
        }
        const slot = row.entry;
        return slot.kind === 'entry' ? (
          <ResultRow key={slot.entry.id} competition={slot.entry} />
        ) : (
          <Fragment key={`advert-${index}`}>
            <AdvertSlot advert={slot.advert} layout="rows" columns={RESULTS_COLUMNS.length} />
          </Fragment>
        );
      })}
    </PublicTable>
  );
};
