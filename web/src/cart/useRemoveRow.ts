import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { successShown } from '../notifications/notificationsSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useRemoveCartItemMutation } from './cartApi';
import type { CartRow } from './cartRows';
import { cartAmountChanged, selectCart } from './cartSlice';

/** Removes every item behind a row (a grouped waiting-list entry has several); the list reloads. */
export const useRemoveRow = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { token } = useAppSelector(selectCart);
  const [remove, state] = useRemoveCartItemMutation();
  const removeRow = useCallback(
    async (row: CartRow) => {
      let removed = false;
      for (const itemId of row.itemIds) {
        // a failure is shown by the shared error dialog (base query)
        const answer = await remove({ itemId, cartToken: token })
          .unwrap()
          .catch(() => null);
        if (answer) {
          removed = true;
          dispatch(cartAmountChanged(answer.cartAmount));
        }
      }
      if (removed) dispatch(successShown(t('cart.removed')));
    },
    [remove, token, dispatch, t],
  );
  return { removeRow, busy: state.isLoading };
};
