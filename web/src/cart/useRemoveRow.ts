import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { successShown } from '../notifications/notificationsSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useRemoveCartItemMutation } from './cartApi';
import type { CartRow } from './cartRows';
import { cartAmountChanged, selectCart } from './cartSlice';

/** Removes the entry behind a row (a grouped waiting-list entry goes as a whole); the list reloads. */
export const useRemoveRow = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { token } = useAppSelector(selectCart);
  const [remove, state] = useRemoveCartItemMutation();
  const removeRow = useCallback(
    async (row: CartRow) => {
      // one item is enough: freeItemIn takes a multiple-waiting-list entry's other squads along
      const answer = await remove({ itemId: row.itemIds[0]!, cartToken: token })
        .unwrap()
        .catch(() => null); // a failure is shown by the shared error dialog (base query)
      if (!answer) return;
      dispatch(cartAmountChanged(answer.cartAmount));
      dispatch(successShown(t('cart.removed')));
    },
    [remove, token, dispatch, t],
  );
  return { removeRow, busy: state.isLoading };
};
