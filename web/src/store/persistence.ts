import { saveCart, type StoredCart } from '../cart/cartStorage';
import { saveSession, type KeyValueStorage } from '../session/storage';
import type { SessionState } from '../session/types';

interface PersistedState {
  session: SessionState;
  cart: StoredCart;
}

interface Observable {
  getState: () => PersistedState;
  subscribe: (listener: () => void) => unknown;
}

/** Keeps token, identity and the cart (id, guest token, amount) in browser storage in step with the store. */
export const persistSession = (store: Observable, storage: KeyValueStorage): void => {
  let last = store.getState();
  store.subscribe(() => {
    const next = store.getState();
    if (next.session.token !== last.session.token || next.session.identity !== last.session.identity) {
      saveSession(storage, next.session);
    }
    if (next.cart !== last.cart) saveCart(storage, next.cart);
    last = next;
  });
};
