import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderItemsDownload } from '../../downloads/OrderItemsDownload';
import { PageTitle } from '../../pages/PageTitle';
import { PickAndSignUp } from '../../signup/PickAndSignUp';
import { ListTable, sortableHead, TitleActions } from '../common/ListParts';
import { OrderItemFilters } from './OrderItemFilters';
import { isSortableColumn, orderItemsDownloadFilter } from './orderItemListQuery';
import { OrderItemQuestion, type ItemQuestion } from './OrderItemQuestion';
import { OrderItemRow } from './OrderItemRow';
import './orderTexts';
import { useOrderItemList } from './useOrderItemList';

/**
 * `orderItemList` (docs/order-admin.md): a competition's registrations with
 * filters, sortable columns and paging; per row pay, second pay, cancel / uncancel (each asked
 * first, OrderItemQuestion), change squad (not for cancelled ones) and edit. Admins, portal
 * admins and club admins also see id and user id, club admins the club too. Unpaid rows are red, cancelled ones say
 * `Abgemeldet`.
 */
const OrderItemListPage = () => {
  const { t } = useTranslation();
  const list = useOrderItemList();
  const { controls, competitionId, columns, rows } = list;
  // one question at a time: which row and which toggle
  const [asking, setAsking] = useState<ItemQuestion | null>(null);
  const closeQuestion = useCallback(() => setAsking(null), []);
  const sortable = sortableHead(controls);
  const head = columns.map((column) =>
    isSortableColumn(column) ? (
      sortable(column, t(`orderItems.fields.${column}`))
    ) : (
      <TableCell key={column}>{t(`orderItems.fields.${column}`)}</TableCell>
    ),
  );

  return (
    <Box data-testid="order-item-list-page">
      <PageTitle>{t('orderItems.title')}</PageTitle>
      <TitleActions>
        {/* the dialog opens here; its step 1 picks the competition unless the filter gives one */}
        <PickAndSignUp competitions={list.pickable} givenId={competitionId} testId="order-item-sign-up" />
        {/* the Excel export of the filtered items (docs/order-admin.md) */}
        <OrderItemsDownload filter={orderItemsDownloadFilter(controls.state.filter)} />
      </TitleActions>
      <OrderItemFilters list={list} />
      {competitionId === null ? (
        <Box sx={{ py: 2 }} data-testid="order-item-choose-hint">
          {t('orderItems.chooseHint')}
        </Box>
      ) : (
        <ListTable
          query={list.list}
          label={t('orderItems.title')}
          columns={columns.length}
          controls={controls}
          head={head}
        >
          {rows.map((row) => (
            <OrderItemRow key={row.id} row={row} columns={columns} onAsk={setAsking} />
          ))}
        </ListTable>
      )}
      <OrderItemQuestion asking={asking} onClose={closeQuestion} mayRefund={list.privileged} />
    </Box>
  );
};

export default OrderItemListPage;
