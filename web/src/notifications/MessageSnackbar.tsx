import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

/** Both channels show for 7 seconds (docs/web-app.md). */
export const MESSAGE_DURATION_MS = 7000;

interface Props {
  id: number | undefined;
  open: boolean;
  text: string;
  severity: 'success' | 'error';
  vertical: 'top' | 'bottom';
  onClose: () => void;
  testId: string;
}

export const MessageSnackbar = ({ id, open, text, severity, vertical, onClose, testId }: Props) => {
  const { t } = useTranslation();
  // a click elsewhere must not cut the 7 seconds short
  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      key={id}
      open={open}
      autoHideDuration={MESSAGE_DURATION_MS}
      onClose={close}
      anchorOrigin={{ vertical, horizontal: 'center' }}
    >
      <Alert
        severity={severity}
        variant="filled"
        onClose={onClose}
        closeText={t('notifications.close')}
        sx={{ width: '100%' }}
        data-testid={testId}
      >
        {text}
      </Alert>
    </Snackbar>
  );
};
