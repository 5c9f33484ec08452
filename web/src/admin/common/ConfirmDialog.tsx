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

/** Testids of the dialog's parts (and the id of its title). */
export interface ConfirmIds {
  dialog: string;
  title: string;
  no: string;
  yes: string;
  text?: string;
}

const CONFIRM_IDS: ConfirmIds = {
  dialog: 'confirm-dialog',
  title: 'confirm-dialog-title',
  no: 'confirm-no',
  yes: 'confirm-yes',
};

interface Props {
  open: boolean;
  title: string;
  text: string;
  /** Label of the confirming button; "Ja" / "Yes" by default. */
  confirmLabel?: string;
  /** Label of the other button; "Nein" / "No" by default. */
  cancelLabel?: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** confirm-dialog, confirm-dialog-title, confirm-no and confirm-yes by default */
  ids?: ConfirmIds;
  /** further `data-` attributes of the dialog */
  data?: Record<`data-${string}`, string>;
}

/** Yes / no question before a destructive action (testids confirm-yes, confirm-no). */
export const ConfirmDialog = ({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy,
  danger,
  onConfirm,
  onClose,
  ids = CONFIRM_IDS,
  data,
}: Props) => {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={ids.title}
      data-testid={ids.dialog}
      {...data}
    >
      <DialogTitle id={ids.title}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid={ids.text}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} data-testid={ids.no}>
          {cancelLabel ?? t('admin.common.no')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          color={danger ? 'error' : 'primary'}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid={ids.yes}
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
