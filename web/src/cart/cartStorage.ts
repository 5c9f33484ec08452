import type { KeyValueStorage } from '../session/storage';

export const CART_AMOUNT_KEY = 'cartAmount';

/** Number of items in the stored cart; 0 when absent or not a count. */
export const readCartAmount = (storage: KeyValueStorage): number => {
  const amount = Number(storage.getItem(CART_AMOUNT_KEY));
  return Number.isInteger(amount) && amount > 0 ? amount : 0;
};
