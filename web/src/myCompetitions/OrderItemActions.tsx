import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

interface Props {
  locked: boolean;
  saving: boolean;
  cancelling: boolean;
  backLabel: string;
  onBack: () => void;
  onAskCancel: () => void;
}

/** The edit form's buttons: cancel the registration (asks first), back, save (the form's submit). */
export const OrderItemActions = ({ locked, saving, cancelling, backLabel, onBack, onAskCancel }: Props) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
      {!locked ? (
        <Button
          color="error"
          onClick={onAskCancel}
          disabled={saving || cancelling}
          data-testid="order-item-cancel"
        >
          {t('orderItem.cancelRegistration')}
        </Button>
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      <Button onClick={onBack} disabled={saving} data-testid="order-item-back">
        {backLabel}
      </Button>
      {!locked ? (
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="order-item-save"
        >
          {t('orderItem.save')}
        </Button>
      ) : null}
    </Box>
  );
};
