import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { hasAny } from '../access';
import { routeId } from '../adminPaths';
import { RecordFormPage } from '../common/RecordForm';
import { OrderItemEditForm } from './OrderItemEditForm';
import { ORDER_PATHS } from './orderPaths';
import { useOrderItemQuery } from './ordersApi';
import './orderTexts';

/** `orderItems/{id}`: the back-office edit of one registration (cancel returns to the list). */
const OrderItemEditPage = () => {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const permissions = useAppSelector(selectPermissions);
  const privileged = hasAny(permissions, ['IS_ADMIN', 'IS_PORTAL_ADMIN']);
  const record = useOrderItemQuery(id ?? skipToken);
  return (
    <RecordFormPage
      create={false}
      id={id}
      record={record}
      listPath={ORDER_PATHS.orderItemList}
      title={t('orderItems.editForm.title', { id: id ?? '' })}
      testId="order-item-edit-page"
      formTestId="order-item-form"
    >
      {(item) => (item ? <OrderItemEditForm item={item} privileged={privileged} /> : null)}
    </RecordFormPage>
  );
};

export default OrderItemEditPage;
