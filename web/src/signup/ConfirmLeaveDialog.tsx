import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** Asked before the sign-up dialog is left with data entered: leaving gives the held place back. */
export const ConfirmLeaveDialog = ({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onStay}
      aria-labelledby="signup-leave-title"
      aria-describedby="signup-leave-text"
      data-testid="signup-leave-dialog"
    >
      <DialogTitle id="signup-leave-title">{t('signUp.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="signup-leave-text">{t('signUp.leave.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onStay} variant="contained" autoFocus data-testid="signup-leave-stay">
          {t('signUp.leave.stay')}
        </Button>
        <Button onClick={onLeave} color="error" data-testid="signup-leave-confirm">
          {t('signUp.leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
