import type { OrderItemDetails } from '@portal/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Paid or not, cancelled, on the waiting list: the badges above a registration's edit form. */
export const ItemBadges = ({ item }: { item: OrderItemDetails }) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
      {/* nothing is owed for a cancelled entry or a waiting-list place: no red "not paid" */}
      {item.paid || (!item.cancelled && !item.waitingList) ? (
        <Chip
          size="small"
          color={item.paid ? 'success' : 'error'}
          label={t(item.paid ? 'myCompetitions.state.paid' : 'myCompetitions.state.unpaid')}
          data-testid="order-item-paid"
        />
      ) : null}
      {item.cancelled ? (
        <Chip size="small" label={t('myCompetitions.state.cancelled')} data-testid="order-item-cancelled" />
      ) : null}
      {item.waitingList && !item.cancelled ? (
        <Chip size="small" color="warning" label={t('orderItem.waitingList')} />
      ) : null}
    </Box>
  );
};
