import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** After a reserve (docs/web-app.md): again, to the cart, close. */
export const FinishDialog = ({
  open,
  name,
  waitingList,
  onAgain,
  onCart,
  onClose,
}: {
  open: boolean;
  name: string;
  waitingList: boolean;
  onAgain: () => void;
  onCart: () => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby="signup-finish-title"
      data-testid="signup-finish"
    >
      <DialogTitle id="signup-finish-title">{t('signUp.finish.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="signup-finish-text">
          {t(waitingList ? 'signUp.finish.waitingList' : 'signUp.finish.text', { name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onAgain} data-testid="signup-finish-again">
          {t('signUp.finish.again')}
        </Button>
        <Button onClick={onCart} variant="outlined" data-testid="signup-finish-cart">
          {t('signUp.finish.toCart')}
        </Button>
        <Button onClick={onClose} variant="contained" data-testid="signup-finish-close">
          {t('signUp.finish.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
