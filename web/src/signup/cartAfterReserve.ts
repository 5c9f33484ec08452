import { cartAmountChanged } from '../cart/cartSlice';
import type { AppDispatch } from '../store';
import type { ReservedCart } from './signUpApi';

/**
 * Stores the cart after a reserve (public-portal.md section 4 "After reservation"). The cart
 * helper's `cartReserved({cartId, cartToken, cartAmount})` takes the reserve answer's cart fields;
 * until it is merged only the header badge's amount grows. The lead switches this one function.
 */
export const storeCartAfterReserve = (
  dispatch: AppDispatch,
  currentAmount: number,
  cart: ReservedCart,
): void => {
  dispatch(cartAmountChanged(cart.cartAmount ?? currentAmount + 1));
};

/** A privileged user's sign-up of someone else leaves the own cart empty. */
export const resetCart = (dispatch: AppDispatch): void => {
  dispatch(cartAmountChanged(0));
};
