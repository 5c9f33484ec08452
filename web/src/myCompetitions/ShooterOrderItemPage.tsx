import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useMessage } from '../i18n/useMessage';
import { successShown } from '../notifications/notificationsSlice';
import { PageTitle } from '../pages/PageTitle';
import { LoadState } from '../public/components/ListParts';
import { useAppDispatch } from '../store/hooks';
import {
  useCancelShooterOrderItemMutation,
  useSaveShooterOrderItemMutation,
  useShooterOrderItemQuery,
} from './myApi';
import { MY_PATHS } from './myPaths';
import './myTexts';
import { OrderItemForm } from './OrderItemForm';
import { ItemTransferQr } from '../payment/ItemTransferQr';

/** shooterOrderItems/{id}: edit one's own registration; `?mode=view` shows it read-only. */
const ShooterOrderItemPage = () => {
  const { t } = useTranslation();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const view = useSearchParams()[0].get('mode') === 'view';
  const query = useShooterOrderItemQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  const [save, { isLoading: saving }] = useSaveShooterOrderItemMutation();
  const [cancel, { isLoading: cancelling }] = useCancelShooterOrderItemMutation();
  const back = () => navigate(MY_PATHS.myCompetitions);
  return (
    <Box data-testid="page-shooter-order-item">
      <PageTitle>{t('orderItem.shooterTitle')}</PageTitle>
      <LoadState query={query} failed={t('orderItem.loadFailed')} testId="order-item-failed" />
      {query.data ? (
        <OrderItemForm
          key={`${query.data.id}-${query.data.squadId}-${String(query.data.cancelled)}`}
          item={query.data}
          view={view}
          clubEditable
          saving={saving}
          cancelling={cancelling}
          backLabel={t('orderItem.back')}
          onBack={back}
          onSave={(body) =>
            void save({ id, body })
              .unwrap()
              .then(() => {
                dispatch(successShown(message('SUCCESS_ORDER_ITEM_EDIT')));
                back();
              })
              .catch(() => undefined)
          }
          onCancel={() =>
            void cancel(id)
              .unwrap()
              .then(() => {
                dispatch(successShown(message('SUCCESS_SHOOTER_CANCEL')));
                back();
              })
              .catch(() => undefined)
          }
        />
      ) : null}
      {query.data && !query.data.paid && !query.data.cancelled ? (
        <ItemTransferQr itemId={query.data.id} settled />
      ) : null}
    </Box>
  );
};

export default ShooterOrderItemPage;
