/** What a card payment paid, from the return address's `kind` (payment's return-target.ts). */
export type PaidFor = 'cart' | 'item' | 'premium';

export const paidFor = (params: URLSearchParams): PaidFor => {
  const kind = params.get('kind');
  return kind === 'item' || kind === 'premium' ? kind : 'cart';
};
