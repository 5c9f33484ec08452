import { cartReserved, cartReset } from '../cart/cartSlice';
import type { AppDispatch } from '../store';
import type { ReservedCart } from './signUpApi';

/**
 * Stores the cart after a reserve (docs/web-app.md): the reserve
 * answer names the open cart the order joined, a guest's with its token.
 */
export const storeCartAfterReserve = (
  dispatch: AppDispatch,
  currentAmount: number,
  cart: ReservedCart,
): void => {
  const cartId = cart.cartId == null ? null : Number(cart.cartId);
  dispatch(
    cartReserved({
      cartId,
      cartToken: cart.cartToken ?? null,
      cartAmount: cart.cartAmount ?? currentAmount + 1,
    }),
  );
};

/** A privileged user's sign-up of someone else leaves the own cart empty. */
export const resetCart = (dispatch: AppDispatch): void => {
  dispatch(cartReset());
};
