import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { selectIdentity } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useCartItemsQuery } from './cartApi';
import { cartAmountChanged, cartListChanged, cartReserved, cartReset, selectCart } from './cartSlice';

/**
 * The caller's open cart from registration, kept in step with the stored cart: the badge shows
 * what the server counts, a signed-in user's cart id is learnt, a closed cart is forgotten.
 */
export const useCart = () => {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectCart);
  const identity = useAppSelector(selectIdentity);
  const audience = identity?.id ?? 0;
  // a guest without a stored cart has nothing to read
  const args =
    stored.id === null && audience === 0
      ? skipToken
      : { cartId: stored.id, cartToken: stored.token, audience };
  const query = useCartItemsQuery(args, { refetchOnMountOrArgChange: true });
  // only a fresh answer is followed: a cached one may describe a cart closed since
  const answer = query.isFetching ? undefined : query.currentData;

  useEffect(() => {
    if (!answer) return;
    if (answer.cartId === null) {
      if (stored.id !== null || stored.amount !== 0) dispatch(cartReset());
    } else if (answer.cartId !== stored.id) {
      dispatch(cartReserved({ cartId: answer.cartId, cartToken: null, cartAmount: answer.cartAmount }));
    } else if (answer.cartAmount !== stored.amount) {
      dispatch(cartAmountChanged(answer.cartAmount));
    }
    // the rows go to browser storage too (cartList), shown at once the next time the cart opens
    if (answer.cartId !== null && JSON.stringify(answer.content) !== JSON.stringify(stored.list))
      dispatch(cartListChanged(answer.content));
  }, [answer, stored.id, stored.amount, stored.list, dispatch]);

  const shown = query.currentData;
  const empty = args === skipToken || (shown !== undefined && shown.content.length === 0);
  // the cart page shows the stored rows until the answer arrives; the checkout only fresh ones
  return { query, items: shown?.content ?? [], rowsOrStored: shown?.content ?? stored.list, stored, empty };
};
