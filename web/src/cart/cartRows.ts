import type { CartItem, CartPaymentMethod } from '@portal/contracts';

/** A row of the cart table: one item, or a multiple-waiting-list group (one entry, several squads). */
export interface CartRow {
  key: string;
  /** the items behind the row: removing the row removes them all */
  itemIds: number[];
  competitionName: string;
  squads: string[];
  firstName: string | null;
  lastName: string | null;
  divisionName: string | null;
  competitionClassName: string | null;
  competitionCompetitionDate: string | null;
  feeCents: number | null;
  isWaitingList: boolean;
  /** W waiting list, S starting place, - no place (docs/registration.md) */
  marker: 'W' | 'S' | '-';
}

const feeCents = (item: CartItem): number | null =>
  item.nominationFeeCents ??
  (item.competitionNominationFee === null ? null : Math.round(item.competitionNominationFee * 100));

/**
 * Groups the cart's items as docs/registration.md says: items of one multiple-waiting-list group merge into
 * one entry listing the squads; an item is a waiting-list item when it holds a waiting-list slot
 * or belongs to such a group.
 */
export const cartRows = (items: readonly CartItem[]): CartRow[] => {
  const rows: CartRow[] = [];
  const groups = new Map<string, CartRow>();
  for (const item of items) {
    const group = item.multipleWaitingListUuid;
    const known = group ? groups.get(group) : undefined;
    if (known) {
      known.itemIds.push(item.id);
      if (!known.squads.includes(item.squadName)) known.squads.push(item.squadName);
      continue;
    }
    const waiting = item.isWaitingList || item.multipleWaitingList || group !== null;
    const row: CartRow = {
      key: group ? `group-${group}` : `item-${item.id}`,
      itemIds: [item.id],
      competitionName: item.competitionName,
      squads: [item.squadName],
      firstName: item.firstName,
      lastName: item.lastName,
      divisionName: item.divisionName,
      competitionClassName: item.competitionClassName,
      competitionCompetitionDate: item.competitionCompetitionDate,
      feeCents: feeCents(item),
      isWaitingList: waiting,
      marker: waiting ? 'W' : item.waitingList === false ? 'S' : '-',
    };
    if (group) groups.set(group, row);
    rows.push(row);
  }
  return rows;
};

/** The sum to pay now, in cents: starting places only (waiting-list prices carry an asterisk). */
export const totalCents = (rows: readonly CartRow[]): number =>
  rows.reduce((sum, row) => sum + (row.isWaitingList ? 0 : (row.feeCents ?? 0)), 0);

/** The methods the web offers, in this order. */
const OFFERED: readonly CartPaymentMethod[] = ['PAY_ON_SITE', 'DEPOSIT', 'CARD'];

/** Which competition flag allows each method (the server checks the same). */
const ALLOWED_BY: Record<CartPaymentMethod, (item: CartItem) => boolean> = {
  PAY_ON_SITE: (item) => item.competitionPayOnSite,
  DEPOSIT: (item) => item.competitionPaymentViaDeposit,
  CARD: (item) => item.competitionPaymentWithWirecard,
};

/** Methods every item's competition allows (PAYMENTMETHOD_INVALID_FOR_CART otherwise). */
export const allowedMethods = (items: readonly CartItem[]): CartPaymentMethod[] =>
  items.length === 0 ? [] : OFFERED.filter((method) => items.every(ALLOWED_BY[method]));
