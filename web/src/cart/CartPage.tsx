import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../pages/PageTitle';
import { LoadState } from '../public/components/ListParts';
import { PATHS } from '../routes/paths';
import { CartTable } from './CartTable';
import { cartRows } from './cartRows';
import './cartTexts';
import { EmptyCart } from './EmptyCart';
import { useCart } from './useCart';
import { useRemoveRow } from './useRemoveRow';

/** `#/cart`: the items of the open cart, delete per item, the total, on to the checkout. */
const CartPage = () => {
  const { t } = useTranslation();
  const { query, rowsOrStored, empty } = useCart();
  const rows = useMemo(() => cartRows(rowsOrStored), [rowsOrStored]);
  const { removeRow, busy } = useRemoveRow();
  return (
    <Box data-testid="page-cart">
      <PageTitle>{t('cart.title')}</PageTitle>
      <LoadState query={query} failed={t('cart.loadFailed')} testId="cart-error" />
      {empty && !query.isFetching ? (
        <EmptyCart />
      ) : (
        rows.length > 0 && (
          <>
            <CartTable rows={rows} onRemove={(row) => void removeRow(row)} busy={busy} />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
              <Button
                variant="contained"
                component={RouterLink}
                to={PATHS.checkout}
                data-testid="cart-checkout"
              >
                {t('cart.toCheckout')}
              </Button>
            </Box>
          </>
        )
      )}
    </Box>
  );
};

export default CartPage;
