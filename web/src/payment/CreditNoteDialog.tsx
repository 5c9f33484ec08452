import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../i18n/useMessage';
import { successShown } from '../notifications/notificationsSlice';
import { useAppDispatch } from '../store/hooks';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { messageFromQueryError } from '../api/errorMessage';
import { formatCents, useCreateCreditNoteMutation, type Invoice } from './billingApi';
import './billingTexts';

/**
 * Cancels a wrong invoice with a credit note (`payments/invoices/{id}/creditNote`): its own number,
 * the PDF comes back like the invoice's (docs/club-invoices-and-exports.md).
 */
export const CreditNoteDialog = ({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const [createCreditNote] = useCreateCreditNoteMutation();
  const [number, setNumber] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const missing = number.trim() === '';

  const close = () => {
    setNumber('');
    setTried(false);
    setError(null);
    onClose();
  };
  const create = async () => {
    setTried(true);
    if (!invoice || missing) return;
    setBusy(true);
    const created = await createCreditNote({ invoiceId: invoice.id, number: number.trim() })
      .unwrap()
      .then(
        () => true,
        (failure: FetchBaseQueryError) => void setError(messageFromQueryError(failure)),
      );
    setBusy(false);
    if (!created) return;
    dispatch(successShown(t('invoice.creditNoteCreated')));
    close();
  };

  return (
    <Dialog
      open={invoice !== null}
      onClose={close}
      aria-labelledby="credit-note-title"
      data-testid="credit-note-dialog"
    >
      <DialogTitle id="credit-note-title">
        {t('invoice.creditNoteTitle', { number: invoice?.number ?? '' })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {t('invoice.creditNoteText', { amount: formatCents(invoice?.grossCents ?? 0, i18n.language) })}
          </Typography>
          <TextField
            label={t('invoice.creditNoteNumber')}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            required
            error={tried && missing}
            helperText={tried && missing ? message('FIELD_IS_REQUIRED') : undefined}
            slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'credit-note-number' } }}
          />
          {error && (
            <Alert severity="error" data-testid="credit-note-error">
              {message(error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('invoice.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void create()}
          disabled={busy}
          data-testid="credit-note-create"
        >
          {t('invoice.creditNoteCreate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
