import { useTranslation } from 'react-i18next';
import { ComboInput } from '../common/FormParts';
import { FilterBar, FilterSelect, FilterText } from '../common/ListParts';
import { yesNoFilter } from './orderItemListQuery';
import type { OrderItemList } from './useOrderItemList';

/**
 * Filters of the order-item list (docs/order-admin.md): the competition (a new one clears the
 * squad), its squads, a search text, paid and cancelled.
 */
export const OrderItemFilters = ({ list }: { list: OrderItemList }) => {
  const { t } = useTranslation();
  const { controls, competitionId, competitions, squads } = list;
  const { state, setFilter } = controls;
  const yesNo = [
    { id: 1, name: t('orderItems.yes') },
    { id: 2, name: t('orderItems.no') },
  ];
  return (
    <FilterBar label={t('orderItems.filters')}>
      <ComboInput
        filter
        label={t('orderItems.chooseCompetition')}
        testId="order-item-filter-competition"
        value={competitionId}
        options={competitions.data ?? []}
        loading={competitions.isLoading}
        onChange={(id) => setFilter({ competitionId: id, squadId: null })}
      />
      <FilterSelect
        label={t('orderItems.squad')}
        testId="order-item-filter-squad"
        value={state.filter.squadId}
        allLabel={t('orderItems.allSquads')}
        options={(squads.data ?? []).map((squad) => ({ id: squad.id, name: squad.name }))}
        onChange={(squadId) => setFilter({ squadId })}
      />
      <FilterText
        label={t('orderItems.search')}
        testId="order-item-filter-search"
        value={state.filter.search}
        onChange={(value) => setFilter({ search: value })}
      />
      <FilterSelect
        label={t('orderItems.paidFilter')}
        testId="order-item-filter-paid"
        value={state.filter.paid}
        allLabel={t('orderItems.all')}
        options={yesNo}
        onChange={(paid) => setFilter({ paid: yesNoFilter(paid) })}
      />
      <FilterSelect
        label={t('orderItems.cancelledFilter')}
        testId="order-item-filter-cancelled"
        value={state.filter.cancelled}
        allLabel={t('orderItems.all')}
        options={yesNo}
        onChange={(cancelled) => setFilter({ cancelled: yesNoFilter(cancelled) })}
      />
    </FilterBar>
  );
};
