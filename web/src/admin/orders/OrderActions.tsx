import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import RestoreIcon from '@mui/icons-material/Restore';
import type { AdminOrder } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/useMessage';
import { successShown } from '../../notifications/notificationsSlice';
import { useAppDispatch } from '../../store/hooks';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { RowAction } from '../common/ListParts';
import { useToggleOrderMutation } from './ordersApi';

type Question = 'pay' | 'unpay' | 'cancel' | 'uncancel';

/**
 * Pay and cancel of a whole order (docs/order-admin.md): each asks first, then sets every
 * item at once and shows the success key's text.
 */
export const OrderActions = ({ order }: { order: Pick<AdminOrder, 'id' | 'paid' | 'cancelled'> }) => {
  const { t } = useTranslation();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const [toggle, toggling] = useToggleOrderMutation();
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = () => {
    if (!question) return;
    const change =
      question === 'pay' || question === 'unpay'
        ? { kind: 'pay' as const, id: order.id, paid: question === 'pay' }
        : { kind: 'cancel' as const, id: order.id, cancelled: question === 'cancel' };
    toggle(change)
      .unwrap()
      .then((result) => dispatch(successShown(message(result.message))))
      .catch(() => undefined) // the shared error bar shows the failure
      .finally(() => setQuestion(null));
  };
  return (
    <Box sx={{ display: 'flex' }}>
      <RowAction
        title={t(order.paid ? 'orders.unpay' : 'orders.pay')}
        testId={`order-pay-${order.id}`}
        color={order.paid ? 'success' : 'default'}
        onClick={() => setQuestion(order.paid ? 'unpay' : 'pay')}
      >
        <CheckCircleIcon fontSize="small" />
      </RowAction>
      <RowAction
        title={t(order.cancelled ? 'orders.uncancel' : 'orders.cancel')}
        testId={`order-cancel-${order.id}`}
        color={order.cancelled ? 'default' : 'error'}
        onClick={() => setQuestion(order.cancelled ? 'uncancel' : 'cancel')}
      >
        {order.cancelled ? <RestoreIcon fontSize="small" /> : <EventBusyIcon fontSize="small" />}
      </RowAction>
      <ConfirmDialog
        open={question !== null}
        title={question ? t(`orders.${question}Title`) : ''}
        text={question ? t(`orders.${question}Text`, { id: order.id }) : ''}
        busy={toggling.isLoading}
        danger={question === 'cancel'}
        onClose={() => setQuestion(null)}
        onConfirm={answer}
      />
    </Box>
  );
};
