import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { selectCartAmount } from '../../cart/cartSlice';
import { useAppSelector } from '../../store/hooks';

interface Props {
  /** The cart screen (an empty cart shows NO_ITEMS_IN_CART there); without it the button is disabled. */
  to?: string;
}

export const CartButton = ({ to }: Props) => {
  const { t } = useTranslation();
  const amount = useAppSelector(selectCartAmount);
  const enabled = to !== undefined;
  // the count is visible in the badge, so it is part of the name as a word (not in parentheses: WCAG 2.5.3)
  const label = amount > 0 ? `${t('header.cart')}: ${amount}` : t('header.cartEmpty');
  const badge = (
    // no hidden "0" in the button: its text must be part of its accessible name (WCAG 2.5.3)
    <Badge
      badgeContent={amount > 0 ? amount : undefined}
      color="secondary"
      data-testid="cart-amount"
      data-amount={amount}
    >
      <ShoppingCartIcon />
    </Badge>
  );
  return enabled ? (
    <IconButton color="inherit" component={RouterLink} to={to} aria-label={label} data-testid="cart-button">
      {badge}
    </IconButton>
  ) : (
    <IconButton
      color="inherit"
      disabled
      aria-label={label}
      data-testid="cart-button"
      sx={{ '&.Mui-disabled': { color: 'rgba(255, 255, 255, 0.6)' } }}
    >
      {badge}
    </IconButton>
  );
};
