import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: string;
  text: string;
  /** Label of the confirming button; "Ja" / "Yes" by default. */
  confirmLabel?: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Yes / no question before a destructive action (testids confirm-yes, confirm-no). */
export const ConfirmDialog = ({
  open,
  title,
  text,
  confirmLabel,
  busy,
  danger,
  onConfirm,
  onClose,
}: Props) => {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="confirm-dialog-title"
      data-testid="confirm-dialog"
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} data-testid="confirm-no">
          {t('admin.common.no')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          color={danger ? 'error' : 'primary'}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="confirm-yes"
          autoFocus
        >
          {confirmLabel ?? t('admin.common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

interface DeleteButtonProps {
  label: ReactNode;
  testId: string;
  /** `outlined` above a list, `text` (default) beside save and cancel */
  variant?: 'text' | 'outlined';
  disabled?: boolean;
  /** title and text of the question */
  title: string;
  text: string;
  busy: boolean;
  /** the deletion; the question closes once it has settled (a failure shows in the shared error bar) */
  onConfirm: () => Promise<unknown>;
}

/** A red delete button that asks first (confirm-yes / confirm-no). */
export const DeleteButton = ({
  label,
  testId,
  variant,
  disabled,
  title,
  text,
  busy,
  onConfirm,
}: DeleteButtonProps) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        color="error"
        startIcon={<DeleteIcon />}
        disabled={disabled}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        danger
        busy={busy}
        title={title}
        text={text}
        onConfirm={() =>
          void onConfirm()
            .catch(() => undefined)
            .finally(() => setOpen(false))
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
};
