import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { selectIsLoggedIn } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import './billingTexts';
import { ItemTransferQr } from './ItemTransferQr';

/**
 * After a checkout by bank transfer: the EPC QR code of every registration that holds a place and
 * costs something (waiting-list entries pay once they get a place).
 */
export const TransferCodes = ({
  items,
  links,
}: {
  items: CartItem[];
  /** the submit's personal link keys: a guest without account reads the codes with them */
  links: { itemId: number; token: string }[];
}) => {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const tokenOf = (itemId: number) => links.find((link) => link.itemId === itemId)?.token;
  const due = items.filter(
    (item) => !item.isWaitingList && (item.nominationFeeCents ?? 0) > 0 && (loggedIn || tokenOf(item.id)),
  );
  if (due.length === 0) return null;
  return (
    <Stack spacing={2} sx={{ mt: 3 }} data-testid="checkout-transfers">
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('transfer.title')}
      </Typography>
      <Typography>{t('transfer.intro')}</Typography>
      {due.map((item) => (
        <Stack key={item.id} spacing={1}>
          <Typography sx={{ fontWeight: 600 }}>
            {item.competitionName} – {[item.firstName, item.lastName].filter(Boolean).join(' ')}
          </Typography>
          <ItemTransferQr itemId={item.id} token={tokenOf(item.id)} />
        </Stack>
      ))}
    </Stack>
  );
};
