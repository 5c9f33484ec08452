import { describe, expect, it } from 'vitest';
import { cartListChanged, cartReserved, cartReset, selectCartForReserve } from '../src/cart/cartSlice';
import {
  CART_AMOUNT_KEY,
  CART_ID_KEY,
  CART_LIST_KEY,
  CART_TOKEN_KEY,
  type CartListRow,
} from '../src/cart/cartStorage';
import { sessionCleared } from '../src/session/sessionSlice';
import { createAppStore } from '../src/store';
import { MemoryStorage } from './memoryStorage';

describe('cart in the store and browser storage', () => {
  it('stores a guest cart after reserve and sends it with the next reserve', () => {
    const storage = new MemoryStorage();
    const store = createAppStore(storage);
    store.dispatch(cartReserved({ cartId: 7, cartToken: 'tok-abc', cartAmount: 1 }));
    expect(storage.getItem(CART_ID_KEY)).toBe('7');
    expect(storage.getItem(CART_TOKEN_KEY)).toBe('tok-abc');
    expect(storage.getItem(CART_AMOUNT_KEY)).toBe('1');
    expect(selectCartForReserve(store.getState())).toEqual({ cartId: 7, cartToken: 'tok-abc' });
    // the same cart answered without a token keeps the guest's token
    store.dispatch(cartReserved({ cartId: 7, cartToken: null, cartAmount: 2 }));
    expect(store.getState().cart).toEqual({ id: 7, token: 'tok-abc', amount: 2, list: [] });
  });

  it('restores the stored cart and clears it on reset and logout', () => {
    const storage = new MemoryStorage({ [CART_ID_KEY]: '3', [CART_TOKEN_KEY]: 't', [CART_AMOUNT_KEY]: '2' });
    const store = createAppStore(storage);
    expect(store.getState().cart).toEqual({ id: 3, token: 't', amount: 2, list: [] });
    store.dispatch(cartReset());
    expect(storage.keys()).toEqual([]);
    store.dispatch(cartReserved({ cartId: 4, cartToken: null, cartAmount: 1 }));
    store.dispatch(sessionCleared());
    expect(store.getState().cart).toEqual({ id: null, token: null, amount: 0, list: [] });
  });

  it('ignores a broken stored id', () => {
    const store = createAppStore(new MemoryStorage({ [CART_ID_KEY]: 'x', [CART_AMOUNT_KEY]: '-1' }));
    expect(store.getState().cart).toEqual({ id: null, token: null, amount: 0, list: [] });
  });

  it('keeps the cart rows as cartList in browser storage and forgets them with the cart (issue 21 item 10)', () => {
    const storage = new MemoryStorage();
    const store = createAppStore(storage);
    const row = { id: 11, competitionName: 'Landescup', squadName: 'Squad 1' } as unknown as CartListRow;
    store.dispatch(cartReserved({ cartId: 5, cartToken: null, cartAmount: 1 }));
    store.dispatch(cartListChanged([row]));
    expect(JSON.parse(storage.getItem(CART_LIST_KEY)!)).toEqual([row]);
    // a reload restores the rows with the cart
    expect(createAppStore(storage).getState().cart.list).toEqual([row]);
    // another cart starts without rows; a reset removes the key
    store.dispatch(cartReserved({ cartId: 6, cartToken: null, cartAmount: 1 }));
    expect(store.getState().cart.list).toEqual([]);
    store.dispatch(cartListChanged([row]));
    store.dispatch(cartReset());
    expect(storage.getItem(CART_LIST_KEY)).toBeNull();
    // a broken stored list is no list
    const broken = new MemoryStorage({ [CART_ID_KEY]: '3', [CART_LIST_KEY]: '{oops' });
    expect(createAppStore(broken).getState().cart.list).toEqual([]);
  });
});
