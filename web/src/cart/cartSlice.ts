import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../session/sessionSlice';
import type { CartListRow, StoredCart } from './cartStorage';

/** What reserveOrder answers about the caller's open cart (PreparedOrder.cartId, cartToken, cartAmount). */
export interface CartReservedPayload {
  cartId: number | null;
  cartToken: string | null;
  cartAmount: number;
}

const emptyCart = (): StoredCart => ({ id: null, token: null, amount: 0, list: [] });

/**
 * The open cart: its id, a guest's token, the item count for the header badge and the rows as
 * last read (cartList). Kept in browser storage by store/persistence.ts.
 */
const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart(),
  reducers: {
    /** After reserveOrder (the sign-up dialog): the order now sits in this cart. */
    cartReserved: (state, action: PayloadAction<CartReservedPayload>) => {
      const { cartId, cartToken, cartAmount } = action.payload;
      // a signed-in user's cart has no token; a guest's token stays with the same cart
      const same = cartId !== null && cartId === state.id;
      state.token = cartToken ?? (same ? state.token : null);
      if (!same) state.list = [];
      state.id = cartId;
      state.amount = cartAmount;
    },
    cartAmountChanged: (state, action: PayloadAction<number>) => {
      state.amount = action.payload;
    },
    /** The cart's rows as registration answered them (docs/back-office-additions.md). */
    cartListChanged: (state, action: PayloadAction<CartListRow[]>) => {
      state.list = action.payload;
    },
    /** Checkout submitted, or a privileged user signed someone up (docs/registration.md). */
    cartReset: () => emptyCart(),
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => emptyCart());
  },
  selectors: {
    selectCartAmount: (state) => state.amount,
    selectCart: (state) => state,
  },
});

export const { cartReserved, cartAmountChanged, cartListChanged, cartReset } = cartSlice.actions;
export const { selectCartAmount, selectCart } = cartSlice.selectors;
export default cartSlice;

/**
 * What the sign-up dialog sends with reserveOrder so the order joins this cart (guests: with the
 * token). Memoized: a new object at every call would render the dialog again at every store change.
 */
export const selectCartForReserve = createSelector(
  [(state: { cart: StoredCart }) => state.cart.id, (state: { cart: StoredCart }) => state.cart.token],
  (id, token) => ({ cartId: id ?? undefined, cartToken: token ?? undefined }),
);
