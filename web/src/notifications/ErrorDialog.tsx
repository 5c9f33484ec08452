import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../i18n/useMessage';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { errorCleared, selectError } from './notificationsSlice';

/** Shows the shared error state of failed calls; closing clears it. */
export const ErrorDialog = () => {
  const { t } = useTranslation();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const error = useAppSelector(selectError);
  // keep the last text while the dialog fades out
  const [shown, setShown] = useState(error);
  if (error && error !== shown) setShown(error);
  const close = () => dispatch(errorCleared());
  return (
    <Dialog
      open={Boolean(error)}
      onClose={close}
      aria-labelledby="error-dialog-title"
      data-testid="error-dialog"
    >
      <DialogTitle id="error-dialog-title">{t('notifications.errorTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText color="error">{shown ? message(shown) : ''}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus data-testid="error-dialog-close">
          {t('notifications.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
