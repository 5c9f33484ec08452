import type { CartItem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { allowedMethods, cartRows, totalCents } from '../src/cart/cartRows';

const item = (id: number, over: Partial<CartItem> = {}): CartItem => ({
  id,
  orderId: id,
  competitionId: 1,
  competitionName: 'Landesmeisterschaft',
  competitionCompetitionDate: '2027-05-01T08:00:00.000Z',
  competitionEvent: false,
  squadId: 10 + id,
  squadIds: [10 + id],
  squadName: `Squad ${id}`,
  squadStandName: null,
  squadSize: 10,
  squadSubscriptionSize: 3,
  multipleWaitingList: false,
  multipleWaitingListUuid: null,
  competitionNominationFee: 45.5,
  nominationFeeCents: 4550,
  competitionPayOnSite: true,
  competitionPaymentViaDeposit: true,
  competitionPaymentWithWirecard: false,
  firstName: 'Anna',
  lastName: 'Schütz',
  divisionName: 'Open',
  competitionClassName: null,
  waitingList: false,
  isWaitingList: false,
  paid: false,
  cancelled: false,
  ...over,
});

describe('cart rows', () => {
  it('merges a multiple-waiting-list group into one waiting entry listing its squads', () => {
    const rows = cartRows([
      item(1),
      item(2, {
        multipleWaitingList: true,
        multipleWaitingListUuid: 'g1',
        waitingList: true,
        isWaitingList: true,
      }),
      item(3, {
        multipleWaitingList: true,
        multipleWaitingListUuid: 'g1',
        waitingList: true,
        isWaitingList: true,
      }),
      item(4, { waitingList: true, isWaitingList: true }),
    ]);
    expect(rows.map((r) => [r.itemIds, r.squads, r.isWaitingList, r.marker])).toEqual([
      [[1], ['Squad 1'], false, 'S'],
      [[2, 3], ['Squad 2', 'Squad 3'], true, 'W'],
      [[4], ['Squad 4'], true, 'W'],
    ]);
  });

  it('sums starting places in cents only; waiting-list prices stay out of the total', () => {
    const rows = cartRows([
      item(1, { nominationFeeCents: 1010 }),
      item(2, { nominationFeeCents: 2020 }),
      item(3, { nominationFeeCents: 3000, waitingList: true, isWaitingList: true }),
    ]);
    // 10.10 + 20.20 in floats is 30.299999…; in cents it is exact
    expect(totalCents(rows)).toBe(3030);
    expect(
      cartRows([item(5, { nominationFeeCents: null, competitionNominationFee: 12.34 })])[0]!.feeCents,
    ).toBe(1234);
  });

  it('offers only the methods every competition allows', () => {
    expect(allowedMethods([item(1), item(2)])).toEqual(['PAY_ON_SITE', 'DEPOSIT']);
    expect(allowedMethods([item(1), item(2, { competitionPayOnSite: false })])).toEqual(['DEPOSIT']);
    expect(
      allowedMethods([
        item(1, { competitionPaymentViaDeposit: false }),
        item(2, { competitionPayOnSite: false }),
      ]),
    ).toEqual([]);
    expect(allowedMethods([])).toEqual([]);
  });

  it('offers the card where every competition allows it', () => {
    const card = { competitionPaymentWithWirecard: true };
    expect(allowedMethods([item(1, card), item(2, card)])).toEqual(['PAY_ON_SITE', 'DEPOSIT', 'CARD']);
    expect(allowedMethods([item(1, card), item(2)])).toEqual(['PAY_ON_SITE', 'DEPOSIT']);
    expect(
      allowedMethods([
        item(1, { ...card, competitionPayOnSite: false, competitionPaymentViaDeposit: false }),
      ]),
    ).toEqual(['CARD']);
  });
});
