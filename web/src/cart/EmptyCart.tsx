import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMessage } from '../i18n/useMessage';
import { PATHS } from '../routes/paths';

/** An empty cart: NO_ITEMS_IN_CART and the way back to the competitions (docs/registration.md). */
export const EmptyCart = () => {
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <Alert
      severity="info"
      data-testid="cart-empty"
      action={
        <Button component={RouterLink} to={PATHS.competitionList} color="inherit" size="small">
          {t('cart.toCompetitions')}
        </Button>
      }
    >
      {message('NO_ITEMS_IN_CART')}
    </Alert>
  );
};
