import type { AdminOrderItem } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/useMessage';
import { successShown } from '../../notifications/notificationsSlice';
import { useAppDispatch } from '../../store/hooks';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useToggleOrderItemMutation } from './ordersApi';
import { RefundOffer } from './RefundOffer';

/** The per-row toggles of the order-item list; each is asked first. */
export type ItemToggle = 'pay' | 'unpay' | 'pay2' | 'unpay2' | 'cancel' | 'uncancel';

export interface ItemQuestion {
  row: AdminOrderItem;
  kind: ItemToggle;
}

const change = ({ row, kind }: ItemQuestion) => {
  switch (kind) {
    case 'pay':
    case 'unpay':
      return { kind: 'pay' as const, id: row.id, paid: kind === 'pay' };
    case 'pay2':
    case 'unpay2':
      return { kind: 'pay2' as const, id: row.id, paid2: kind === 'pay2' };
    default:
      return { kind: 'cancel' as const, id: row.id, cancelled: kind === 'cancel' };
  }
};

/** the cancel question's texts are the list's older ones */
const textKey = (kind: ItemToggle, part: 'Title' | 'Text') =>
  kind === 'cancel' ? `orderItems.cancel${part}` : `orderItems.ask.${kind}${part}`;

const fullName = (row: AdminOrderItem) => [row.firstName, row.lastName].filter(Boolean).join(' ');

interface Props {
  asking: ItemQuestion | null;
  onClose: () => void;
  /** admins and portal admins: they may refund a card payment (payment's refund permission) */
  mayRefund: boolean;
}

/**
 * The confirmation of a row's pay, second pay, cancel or uncancel (docs/order-admin.md):
 * yes runs the toggle and shows its success key (SUCCESS_PAY, SUCCESS_UNPAY, SUCCESS_CANCEL,
 * SUCCESS_UNCANCEL); a failure shows in the shared error bar. After cancelling a paid
 * registration an admin is offered the refund of its card payment (issue 12 item 7).
 */
export const OrderItemQuestion = ({ asking, onClose, mayRefund }: Props) => {
  const { t } = useTranslation();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const [toggle, toggling] = useToggleOrderItemMutation();
  const [refundFor, setRefundFor] = useState<AdminOrderItem | null>(null);
  const answer = () => {
    if (!asking) return;
    const { row, kind } = asking;
    void toggle(change(asking))
      .unwrap()
      .then((result) => {
        dispatch(successShown(message(result.message)));
        if (kind === 'cancel' && mayRefund && (row.paid || row.paid2)) setRefundFor(row);
      })
      .catch(() => undefined)
      .finally(onClose);
  };
  const kind = asking?.kind;
  return (
    <>
      <ConfirmDialog
        open={asking !== null}
        title={kind ? t(textKey(kind, 'Title')) : ''}
        text={asking ? t(textKey(asking.kind, 'Text'), { name: fullName(asking.row) }) : ''}
        busy={toggling.isLoading}
        danger={kind === 'cancel'}
        onClose={onClose}
        onConfirm={answer}
        data={{ 'data-kind': kind ?? '' }}
      />
      {refundFor ? (
        <RefundOffer
          key={refundFor.id}
          item={refundFor}
          name={fullName(refundFor)}
          onClose={() => setRefundFor(null)}
        />
      ) : null}
    </>
  );
};
