import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import type { Reservation, ReservationSortField } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../pages/PageTitle';
import { useReferenceOptionsQuery } from '../api/referenceApi';
import { useListControls, useScrollTop } from '../common/hooks';
import { buildListQuery, type Paging } from '../common/listQuery';
import { CreateButton, ListTable, listRows, OpenRow, sortableHead, TitleActions } from '../common/ListParts';
import { formatDateTime, namesOf, usernamesOf } from './reservationFormat';
import { RESERVATION_PATHS } from './reservationPaths';
import { useReservationsQuery } from './reservationsApi';
import './reservationTexts';

/** docs/api-paths-and-keys.md: the reservation list shows 10 per page. */
export const RESERVATION_PAGE_SIZE = 10;

type SortField = ReservationSortField;
type Column = SortField | 'users' | 'divisions';
const COLUMNS: readonly Column[] = [
  'id',
  'users',
  'divisions',
  'qualification',
  'maxReservations',
  'validUntil',
];
const SORTABLE = new Set<Column>(['id', 'qualification', 'maxReservations', 'validUntil']);

const initial = (): { paging: Paging<SortField> } => ({
  paging: { page: 0, size: RESERVATION_PAGE_SIZE, sort: { field: 'id', direction: 'desc' } },
});

/** `reservations`: id, users, divisions, qualification, limit and end; a row opens the show screen. */
const ReservationsListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useScrollTop();
  const controls = useListControls<{ paging: Paging<SortField> }, SortField>('reservations', initial);
  const sortable = sortableHead(controls);
  const list = useReservationsQuery(buildListQuery(controls.state.paging, {}));
  const divisions = useReferenceOptionsQuery('divisions');
  const rows = listRows(list);

  const cell = (row: Reservation, column: Column) => {
    switch (column) {
      case 'users':
        return usernamesOf(row);
      case 'divisions':
        return row.divisions.length
          ? namesOf(row.divisions, divisions.data?.content)
          : t('reservations.allowed');
      case 'qualification':
        return t(row.qualification ? 'reservations.yes' : 'reservations.no');
      case 'maxReservations':
        return row.maxReservations ?? t('reservations.unlimited');
      case 'validUntil':
        return row.validUntil ? formatDateTime(row.validUntil) : t('reservations.noEnd');
      default:
        return row.id;
    }
  };

  return (
    <Box data-testid="reservations-page">
      <PageTitle>{t('reservations.title')}</PageTitle>
      <TitleActions>
        <CreateButton to={RESERVATION_PATHS.create} testId="reservations-create" />
      </TitleActions>
      <ListTable
        query={list}
        label={t('reservations.title')}
        columns={COLUMNS.length}
        controls={controls}
        head={COLUMNS.map((column) =>
          SORTABLE.has(column) ? (
            sortable(column as SortField, t(`reservations.fields.${column}`))
          ) : (
            <TableCell key={column}>{t(`reservations.fields.${column}`)}</TableCell>
          ),
        )}
      >
        {rows.map((row) => (
          <OpenRow
            key={row.id}
            onOpen={() => navigate(RESERVATION_PATHS.show(row.id))}
            testId={`reservation-row-${row.id}`}
          >
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ overflowWrap: 'break-word' }}>
                {cell(row, column)}
              </TableCell>
            ))}
          </OpenRow>
        ))}
      </ListTable>
    </Box>
  );
};

export default ReservationsListPage;
