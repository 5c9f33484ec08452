import { CART_AMOUNT_KEY } from '../cart/cartStorage';
import { saveSession, type KeyValueStorage } from '../session/storage';
import type { SessionState } from '../session/types';

interface PersistedState {
  session: SessionState;
  cart: { amount: number };
}

interface Observable {
  getState: () => PersistedState;
  subscribe: (listener: () => void) => unknown;
}

/** Keeps token, identity and cart amount in browser storage in step with the store. */
export const persistSession = (store: Observable, storage: KeyValueStorage): void => {
  let last = store.getState();
  store.subscribe(() => {
    const next = store.getState();
    if (next.session.token !== last.session.token || next.session.identity !== last.session.identity) {
      saveSession(storage, next.session);
    }
    if (next.cart.amount !== last.cart.amount) {
      if (next.cart.amount > 0) storage.setItem(CART_AMOUNT_KEY, String(next.cart.amount));
      else storage.removeItem(CART_AMOUNT_KEY);
    }
    last = next;
  });
};
