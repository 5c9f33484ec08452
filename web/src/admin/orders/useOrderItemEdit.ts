import type { AdminOrderItem } from '@portal/contracts';
import { useNavigate } from 'react-router-dom';
import { useMessage } from '../../i18n/useMessage';
import { successShown } from '../../notifications/notificationsSlice';
import { useAppDispatch } from '../../store/hooks';
import { fieldErrorsFromError } from '../common/fieldErrors';
import { useRecordForm } from '../common/RecordForm';
import { ORDER_PATHS } from './orderPaths';
import { useOrderItemSquadsQuery, useUpdateOrderItemMutation } from './ordersApi';
import { FIELDS, validate, valuesOf, type Field, type Values } from './orderItemValues';

/**
 * Values, stands and save of the back-office order-item edit: a place needs a stand while one of
 * the squad is free; the save answers SUCCESS_ORDER_ITEM_EDIT and returns to the list.
 */
export const useOrderItemEdit = (item: AdminOrderItem, privileged: boolean) => {
  const navigate = useNavigate();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const squads = useOrderItemSquadsQuery(item.competitionId);
  const [update, updating] = useUpdateOrderItemMutation();
  const standsOf = (squadId: number) => squads.data?.find((squad) => squad.id === squadId)?.stands ?? [];
  const freeStandsOf = (squadId: number) =>
    standsOf(squadId).filter((stand) => stand.available || stand.id === item.squadStandId);
  // a place needs a stand while one is free; a waiting entry that moves may get a place there
  const asksStand = (squadId: number) =>
    freeStandsOf(squadId).length > 0 && (!item.waitingList || squadId !== item.squadId);
  const form = useRecordForm<Values, Field>({
    initial: valuesOf(item),
    validate: validate((current) => asksStand(current.squadId)),
    serverErrors: (error) => fieldErrorsFromError(error, FIELDS),
    focusServerErrors: true,
    save: async (current) => {
      const answer = await update({
        id: item.id,
        body: {
          ...current,
          firstName: current.firstName.trim(),
          lastName: current.lastName.trim(),
          email: current.email.trim(),
          ...(privileged ? {} : { userId: undefined }),
        },
      }).unwrap();
      dispatch(successShown(message(answer.message)));
      navigate(ORDER_PATHS.orderItemList);
    },
  });
  return {
    ...form,
    squads: squads.data ?? [],
    stands: freeStandsOf(form.values.squadId),
    asksStand: asksStand(form.values.squadId),
    saving: updating.isLoading,
    leave: () => navigate(ORDER_PATHS.orderItemList),
  };
};

export type OrderItemEdit = ReturnType<typeof useOrderItemEdit>;
