import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { PageTitle } from '../../pages/PageTitle';
import { routeId } from '../adminPaths';
import { FormSection, ShowField } from '../common/FormParts';
import { useScrollTop } from '../common/hooks';
import { RecordState } from '../common/PageState';
import { OrderActions } from './OrderActions';
import { ORDER_PATHS } from './orderPaths';
import { useOrderQuery } from './ordersApi';
import './orderTexts';
import { formatViennaDate } from '@portal/contracts/vienna-time';

/** `orderDetails/{id}`: order id, name, e-mail and its registrations; back to the order list. */
const OrderDetailsPage = () => {
  const { t } = useTranslation();
  useScrollTop();
  const id = routeId(useParams().id);
  const order = useOrderQuery(id ?? skipToken);
  if (id === null) return <Navigate to={ORDER_PATHS.orderList} replace />;
  const data = order.data;
  const yesNo = (value: boolean) => (value ? t('orders.yes') : t('orders.no'));
  return (
    <Box data-testid="order-details-page" sx={{ maxWidth: 1100 }}>
      <PageTitle>{t('orders.detailsTitle', { id })}</PageTitle>
      {!data ? (
        <RecordState error={order.error} backTo={ORDER_PATHS.orderList} testId="order-details" />
      ) : (
        <>
          <FormSection>
            <ShowField label={t('orders.fields.id')} value={data.id} />
            <ShowField
              label={t('orders.fields.name')}
              value={[data.firstName, data.lastName].filter(Boolean).join(' ')}
            />
            <ShowField label={t('orders.fields.email')} value={data.email ?? ''} />
            <ShowField label={t('orders.fields.paid')} value={yesNo(data.paid)} />
            <ShowField label={t('orders.fields.cancelled')} value={yesNo(data.cancelled)} />
            <OrderActions order={data} />
          </FormSection>
          <Paper variant="outlined">
            <TableContainer role="region" tabIndex={0} aria-label={t('orders.fields.itemCount')}>
              <Table size="small" aria-label={t('orders.fields.itemCount')}>
                <TableHead>
                  <TableRow>
                    {(['id', 'lastName', 'email', 'squadName', 'paid', 'paid2', 'cancelled'] as const).map(
                      (field) => (
                        <TableCell key={field}>{t(`orderItems.fields.${field}`)}</TableCell>
                      ),
                    )}
                    <TableCell>{t('orderItems.fields.createdAt')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.orderItems.map((item) => (
                    <TableRow key={item.id} data-testid={`order-details-item-${item.id}`}>
                      <TableCell>{item.id}</TableCell>
                      <TableCell>{[item.firstName, item.lastName].filter(Boolean).join(' ')}</TableCell>
                      <TableCell>{item.email ?? ''}</TableCell>
                      <TableCell>{`${item.competitionName}: ${item.squadName ?? ''}`}</TableCell>
                      <TableCell>{yesNo(item.paid)}</TableCell>
                      <TableCell>{yesNo(item.paid2)}</TableCell>
                      <TableCell>{item.cancelled ? t('orderItems.cancelled') : ''}</TableCell>
                      <TableCell>{formatViennaDate(item.createdAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
        </>
      )}
      <Button
        component={RouterLink}
        to={ORDER_PATHS.orderList}
        sx={{ mt: 2 }}
        data-testid="order-details-back"
      >
        {t('orders.back')}
      </Button>
    </Box>
  );
};

export default OrderDetailsPage;
