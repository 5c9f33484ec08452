import { describe, expect, it } from 'vitest';
import { publicLinkFailure } from '../src/myCompetitions/publicLinkFailure';
import { paidFor } from '../src/payment/paidFor';

describe('what a card payment paid (paidFor)', () => {
  it('reads kind=item and kind=premium from the return address; anything else is a cart', () => {
    expect(paidFor(new URLSearchParams('checkout=x&kind=item'))).toBe('item');
    expect(paidFor(new URLSearchParams('checkout=x&kind=premium'))).toBe('premium');
    expect(paidFor(new URLSearchParams('checkout=x'))).toBe('cart');
    expect(paidFor(new URLSearchParams('checkout=x&kind=other'))).toBe('cart');
  });
});

describe('a mailed edit link that does not load (publicLinkFailure)', () => {
  it('a wrong token or unknown registration (404) is an invalid link, not an elapsed edit period', () => {
    expect(publicLinkFailure({ status: 404, data: { error: 'ORDER_ITEM_NOT_FOUND' } })).toBe(
      'orderItem.linkInvalid',
    );
    expect(publicLinkFailure({ status: 400, data: { error: 'FIELD_INVALID' } })).toBe(
      'orderItem.linkInvalid',
    );
  });
  it('another refusal keeps the page’s own text; an unreachable server says so', () => {
    expect(publicLinkFailure({ status: 409 })).toBe('orderItem.loadFailed');
    expect(publicLinkFailure({ status: 503 })).toBe('orderItem.serverUnavailable');
    expect(publicLinkFailure({ status: 'FETCH_ERROR' })).toBe('orderItem.serverUnavailable');
  });
});
