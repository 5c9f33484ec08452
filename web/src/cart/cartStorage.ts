import type { CartItemsAnswer } from '@portal/contracts';
import type { KeyValueStorage } from '../session/storage';

/** Browser-storage keys of the cart (docs/back-office-additions.md: cartId, cartAmount, cartList). */
export const CART_ID_KEY = 'cartId';
export const CART_AMOUNT_KEY = 'cartAmount';
/** A guest's cart answers only to this token (checkout of 2+ items needs it, docs/registration.md). */
export const CART_TOKEN_KEY = 'cartToken';
/** The cart's rows as last read, shown while the cart loads again (docs/back-office-additions.md). */
export const CART_LIST_KEY = 'cartList';

export type CartListRow = CartItemsAnswer['content'][number];

export interface StoredCart {
  id: number | null;
  token: string | null;
  amount: number;
  list: CartListRow[];
}

/** The stored rows; anything but a JSON array of objects is no list. */
const readList = (raw: string | null): CartListRow[] => {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((row) => typeof row === 'object' && row !== null)
      ? (value as CartListRow[])
      : [];
  } catch {
    return [];
  }
};

const positiveInteger = (raw: string | null): number | null => {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : null;
};

/** Number of items in the stored cart; 0 when absent or not a count. */
export const readCartAmount = (storage: KeyValueStorage): number =>
  positiveInteger(storage.getItem(CART_AMOUNT_KEY)) ?? 0;

export const readCart = (storage: KeyValueStorage): StoredCart => ({
  id: positiveInteger(storage.getItem(CART_ID_KEY)),
  token: storage.getItem(CART_TOKEN_KEY) || null,
  amount: readCartAmount(storage),
  list:
    positiveInteger(storage.getItem(CART_ID_KEY)) === null ? [] : readList(storage.getItem(CART_LIST_KEY)),
});

/** Writes the cart's keys; an empty cart removes them. */
export const saveCart = (storage: KeyValueStorage, cart: StoredCart): void => {
  const put = (key: string, value: string | null) =>
    value === null ? storage.removeItem(key) : storage.setItem(key, value);
  put(CART_ID_KEY, cart.id === null ? null : String(cart.id));
  put(CART_TOKEN_KEY, cart.token);
  put(CART_AMOUNT_KEY, cart.amount > 0 ? String(cart.amount) : null);
  put(CART_LIST_KEY, cart.id !== null && cart.list.length > 0 ? JSON.stringify(cart.list) : null);
};
