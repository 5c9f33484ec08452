import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EditIcon from '@mui/icons-material/Edit';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import RestoreIcon from '@mui/icons-material/Restore';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { AdminOrderItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RowAction } from '../common/ListParts';
import type { ItemQuestion } from './OrderItemQuestion';
import { ORDER_PATHS } from './orderPaths';

interface OrderItemRowActionsProps {
  row: AdminOrderItem;
  onAsk: (question: ItemQuestion) => void;
}

/**
 * A registration's actions: pay, second pay, cancel or uncancel (each asked first), change squad
 * and edit (not for cancelled ones).
 */
export const OrderItemRowActions = ({ row, onAsk }: OrderItemRowActionsProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'nowrap' }}>
      <RowAction
        title={t(row.paid ? 'orderItems.unpay' : 'orderItems.pay')}
        testId={`order-item-pay-${row.id}`}
        color={row.paid ? 'success' : 'default'}
        onClick={() => onAsk({ row, kind: row.paid ? 'unpay' : 'pay' })}
      >
        <CheckCircleIcon fontSize="small" />
      </RowAction>
      <RowAction
        title={t(row.paid2 ? 'orderItems.unpay2' : 'orderItems.pay2')}
        testId={`order-item-pay2-${row.id}`}
        color={row.paid2 ? 'success' : 'default'}
        onClick={() => onAsk({ row, kind: row.paid2 ? 'unpay2' : 'pay2' })}
      >
        <DoneAllIcon fontSize="small" />
      </RowAction>
      {row.cancelled ? (
        <RowAction
          title={t('orderItems.uncancel')}
          testId={`order-item-uncancel-${row.id}`}
          onClick={() => onAsk({ row, kind: 'uncancel' })}
        >
          <RestoreIcon fontSize="small" />
        </RowAction>
      ) : (
        <>
          <RowAction
            title={t('orderItems.cancel')}
            testId={`order-item-cancel-${row.id}`}
            color="error"
            onClick={() => onAsk({ row, kind: 'cancel' })}
          >
            <EventBusyIcon fontSize="small" />
          </RowAction>
          <RowAction
            title={t('orderItems.changeSquad')}
            testId={`order-item-change-squad-${row.id}`}
            onClick={() => navigate(ORDER_PATHS.changeSquad(row.id))}
          >
            <SwapHorizIcon fontSize="small" />
          </RowAction>
          <RowAction
            title={t('orderItems.edit')}
            testId={`order-item-edit-${row.id}`}
            onClick={() => navigate(ORDER_PATHS.orderItemEdit(row.id))}
          >
            <EditIcon fontSize="small" />
          </RowAction>
        </>
      )}
    </Box>
  );
};
