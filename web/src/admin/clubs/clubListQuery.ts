import type { ClubSortField } from '@portal/contracts/catalog';
import type { ListParams } from '../api/types';
import { buildListQuery, DEFAULT_PAGE_SIZE, type Paging } from '../common/listQuery';

export interface ClubsFilter {
  name: string;
  /** YYYY-MM-DD or empty */
  paymentUntilFrom: string;
  paymentUntilTo: string;
  address: string;
  zip: string;
  city: string;
  /** On: active clubs only; off: blocked clubs only. */
  active: boolean;
}

/** Sort fields of the club list: the catalog's. */
export type { ClubSortField };

export const DEFAULT_CLUBS_FILTER: ClubsFilter = {
  name: '',
  paymentUntilFrom: '',
  paymentUntilTo: '',
  address: '',
  zip: '',
  city: '',
  active: true,
};

/** 25 entries, alphabetical (docs/web-app.md). */
export const DEFAULT_CLUBS_PAGING: Paging<ClubSortField> = {
  page: 0,
  size: DEFAULT_PAGE_SIZE,
  sort: { field: 'name', direction: 'asc' },
};

/** `GET clubs` query: active true and `name,asc` unless changed; empty filters left out. */
export const buildClubsQuery = (filter: ClubsFilter, paging: Paging<ClubSortField>): ListParams =>
  buildListQuery(paging, {
    name: filter.name,
    address: filter.address,
    zip: filter.zip,
    city: filter.city,
    // "only active" off means every club, blocked or not (not active=false: only blocked ones)
    active: filter.active ? true : undefined,
    paymentUntilFrom: filter.paymentUntilFrom,
    paymentUntilTo: filter.paymentUntilTo,
  });
