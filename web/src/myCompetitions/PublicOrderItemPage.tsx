import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { switchLanguage } from '../i18n';
import { useMessage } from '../i18n/useMessage';
import { successShown } from '../notifications/notificationsSlice';
import { PageTitle } from '../pages/PageTitle';
import { LoadState } from '../public/components/ListParts';
import { PATHS } from '../routes/paths';
import { useAppDispatch } from '../store/hooks';
import {
  useCancelPublicOrderItemMutation,
  usePublicOrderItemQuery,
  useSavePublicOrderItemMutation,
} from './myApi';
import './myTexts';
import { OrderItemForm } from './OrderItemForm';
import { ItemTransferQr } from '../payment/ItemTransferQr';
import { publicLinkFailure } from './publicLinkFailure';

/**
 * publicOrderItems/{id}/{token}: the mailed link edits or cancels a registration without login,
 * in the registration's language. Cancel success leads to the dashboard, edit success home.
 */
const PublicOrderItemPage = () => {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const params = useParams();
  const link = { id: Number(params.id), token: params.token ?? '' };
  const query = usePublicOrderItemQuery(link, { skip: !Number.isInteger(link.id) || link.token === '' });
  const [save, { isLoading: saving }] = useSavePublicOrderItemMutation();
  const [cancel, { isLoading: cancelling }] = useCancelPublicOrderItemMutation();
  const locale = query.data?.locale;
  useEffect(() => {
    // the messages of the other language load first (switchLanguage), then the texts switch
    if (locale && i18n.language !== locale) void switchLanguage(locale);
    // the registration's language once, when it has loaded; the switch in the header still works
  }, [locale]);
  const home = () => navigate(PATHS.dashboard);
  return (
    <Box data-testid="page-public-order-item">
      <PageTitle>{t('orderItem.publicTitle')}</PageTitle>
      <LoadState query={{ ...query, isError: false }} failed="" testId="public-order-item-loading" />
      {query.isError ? (
        <Alert
          severity="error"
          data-testid="order-item-failed"
          action={
            <Button color="inherit" size="small" onClick={home} data-testid="order-item-failed-home">
              {t('orderItem.toDashboard')}
            </Button>
          }
        >
          {t(publicLinkFailure(query.error))}
        </Alert>
      ) : null}
      {query.data ? (
        <OrderItemForm
          key={`${query.data.id}-${query.data.squadId}-${String(query.data.cancelled)}`}
          item={query.data}
          view={false}
          saving={saving}
          cancelling={cancelling}
          backLabel={t('orderItem.backPublic')}
          onBack={home}
          onSave={(body) =>
            void save({ ...link, body })
              .unwrap()
              .then(() => {
                dispatch(successShown(message('SUCCESS_ORDER_ITEM_EDIT')));
                home();
              })
              .catch(() => undefined)
          }
          onCancel={() =>
            void cancel(link)
              .unwrap()
              .then(() => {
                dispatch(successShown(message('SUCCESS_ORDER_ITEM_CANCEL')));
                home();
              })
              .catch(() => undefined)
          }
        />
      ) : null}
      {query.data && !query.data.paid && !query.data.cancelled ? (
        <ItemTransferQr itemId={query.data.id} token={link.token} settled />
      ) : null}
    </Box>
  );
};

export default PublicOrderItemPage;
