import type { AdminOrderItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../common/FormParts';
import type { OrderItemEdit } from './useOrderItemEdit';

interface Props {
  item: AdminOrderItem;
  edit: OrderItemEdit;
  disabled: boolean;
}

/**
 * Squad and stand of the order-item edit: another squad clears the stand (the own squad gives the
 * item's back); a waiting entry that stays in its squad gets no stand.
 */
export const OrderItemSquadFields = ({ item, edit, disabled }: Props) => {
  const { t } = useTranslation();
  const { values, set, errorOf } = edit;
  return (
    <>
      <SelectInput
        label={t('orderItems.editForm.squad')}
        testId="order-item-form-squadId"
        disabled={disabled}
        value={values.squadId}
        options={edit.squads.map((squad) => ({ value: squad.id, label: squad.name }))}
        error={errorOf('squadId')}
        onChange={(value) => {
          if (value === null) return;
          set('squadId', value);
          set('squadStandId', value === item.squadId ? item.squadStandId : null);
        }}
      />
      <SelectInput
        label={t('orderItems.editForm.stand')}
        testId="order-item-form-squadStandId"
        required={edit.asksStand}
        disabled={disabled || (item.waitingList && values.squadId === item.squadId)}
        value={values.squadStandId}
        emptyLabel={t('orderItems.editForm.noStand')}
        options={edit.stands.map((stand) => ({ value: stand.id, label: stand.name }))}
        error={errorOf('squadStandId')}
        onChange={(value) => set('squadStandId', value)}
      />
    </>
  );
};
