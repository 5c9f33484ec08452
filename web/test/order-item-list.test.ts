import type { AdminOrderItem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildOrderItemsQuery,
  initialOrderItemListState,
  isSortableColumn,
  orderItemCellText,
  orderItemColumns,
  orderItemsDownloadFilter,
  pickableCompetitions,
  yesNoFilter,
} from '../src/admin/orders/orderItemListQuery';

const item = (over: Partial<AdminOrderItem> = {}): AdminOrderItem => ({
  id: 7,
  orderId: 3,
  userId: 42,
  competitionId: 5,
  competitionName: 'Frühjahrscup',
  squadId: 9,
  squadName: 'Squad 1',
  squadStandId: null,
  squadStandName: null,
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna@example.org',
  clubId: 2,
  clubName: 'SV Wien',
  divisionId: null,
  divisionName: null,
  competitionClassId: null,
  competitionClassName: null,
  factorId: null,
  factorName: null,
  country: null,
  waitingList: false,
  paid: false,
  paid2: false,
  cancelled: false,
  registrationEnded: false,
  archive: false,
  createdAt: '2027-03-01T10:00:00Z',
  ...over,
});

describe('the order-item list query', () => {
  it('starts on the first page, sorted by id ascending, with no filter', () => {
    const { paging, filter } = initialOrderItemListState();
    expect(buildOrderItemsQuery(5, filter, paging, '')).toEqual({
      page: 0,
      size: 25,
      sort: 'id,asc',
      competitionId: 5,
    });
  });

  it('sends the squad, the settled search text and the yes/no filters as true or false', () => {
    const { paging, filter } = initialOrderItemListState();
    const query = buildOrderItemsQuery(
      5,
      { ...filter, squadId: 9, search: 'typing', paid: 1, cancelled: 2 },
      paging,
      ' hub ',
    );
    expect(query).toMatchObject({ squadId: 9, search: 'hub', paid: 'true', cancelled: 'false' });
  });

  it('takes a select value of 1 or 2 as yes or no, anything else as all', () => {
    expect([1, 2, 3, null].map(yesNoFilter)).toEqual([1, 2, null, null]);
  });

  it('gives the export the competition and the yes/no filters as booleans', () => {
    const { filter } = initialOrderItemListState();
    expect(orderItemsDownloadFilter({ ...filter, competitionId: 5, paid: 2, search: 'x' })).toEqual({
      competitionId: 5,
      paid: false,
      cancelled: null,
    });
  });
});

describe('the order-item list columns', () => {
  it('shows id and user id to privileged roles and club admins, the club to everyone else', () => {
    expect(orderItemColumns({ privileged: true, clubAdmin: false })).toEqual([
      'id',
      'userId',
      'lastName',
      'firstName',
      'email',
      'squadName',
      'squadStandName',
      'createdAt',
      'paid',
      'paid2',
      'cancelled',
      'actions',
    ]);
    expect(orderItemColumns({ privileged: false, clubAdmin: true }).slice(0, 2)).toEqual(['id', 'userId']);
    expect(orderItemColumns({ privileged: false, clubAdmin: true })).toContain('clubName');
    expect(orderItemColumns({ privileged: false, clubAdmin: false })[0]).toBe('lastName');
  });

  it('sorts by every column but user id, first name, stand and actions', () => {
    const all = orderItemColumns({ privileged: false, clubAdmin: true });
    expect(all.filter((column) => !isSortableColumn(column))).toEqual([
      'userId',
      'firstName',
      'squadStandName',
      'actions',
    ]);
  });

  it('writes yes/no, the cancelled or waiting-list word, the Vienna date and empty cells', () => {
    const t = (key: string) => `[${key}]`;
    expect(orderItemCellText(item({ paid: true }), 'paid', t)).toBe('[orderItems.yes]');
    expect(orderItemCellText(item(), 'paid2', t)).toBe('[orderItems.no]');
    expect(orderItemCellText(item({ cancelled: true, waitingList: true }), 'cancelled', t)).toBe(
      '[orderItems.cancelled]',
    );
    expect(orderItemCellText(item({ waitingList: true }), 'cancelled', t)).toBe('[orderItems.waitingList]');
    expect(orderItemCellText(item(), 'cancelled', t)).toBe('');
    expect(orderItemCellText(item(), 'createdAt', t)).toBe('01.03.2027');
    expect(orderItemCellText(item({ squadName: null }), 'squadName', t)).toBe('');
    expect(orderItemCellText(item({ userId: null }), 'userId', t)).toBe('');
    expect(orderItemCellText(item(), 'id', t)).toBe('7');
  });
});

describe('the competitions to sign up for from the order-item list', () => {
  it('keeps only those with a public link', () => {
    expect(
      pickableCompetitions([
        { id: 1, name: 'A', publicLink: 'a' },
        { id: 2, name: 'B', publicLink: null },
      ]),
    ).toEqual([{ id: 1, name: 'A', publicLink: 'a' }]);
  });
});
