import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../i18n/useMessage';
import { successShown } from '../notifications/notificationsSlice';
import { useAppDispatch } from '../store/hooks';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { messageFromQueryError } from '../api/errorMessage';
import { useCreateInvoiceMutation, usePreviewInvoiceMutation, type InvoicePreview } from './billingApi';
import './billingTexts';
import { InvoicePreviewPanel } from './InvoicePreviewPanel';

/** German amount: digits with dots as thousands separators, comma and up to two decimals. */
const GROSS = /^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/;

/**
 * The invoice dialog of the competition list (docs/payments.md: `competition/{id}/invoice` with
 * number and gross; the PDF comes back and is saved under its Content-Disposition name). The
 * preview comes first: the start fee check and what would be printed, no number used up
 * (docs/club-invoices-and-exports.md).
 */
export const InvoiceDialog = ({
  competition,
  onClose,
}: {
  competition: { id: number; name: string } | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const [number, setNumber] = useState('');
  const [gross, setGross] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<InvoicePreview | null>(null);
  const [previewInvoice] = usePreviewInvoiceMutation();
  const [createInvoice] = useCreateInvoiceMutation();
  const numberMissing = number.trim() === '';
  const grossInvalid = !GROSS.test(gross.trim());

  const close = () => {
    setNumber('');
    setGross('');
    setTried(false);
    setError(null);
    setPreview(null);
    onClose();
  };
  const showPreview = async () => {
    setTried(true);
    setError(null);
    if (!competition || numberMissing || grossInvalid) return;
    setBusy(true);
    await previewInvoice({ competitionId: competition.id, number: number.trim(), gross: gross.trim() })
      .unwrap()
      .then(setPreview)
      .catch((failure: FetchBaseQueryError) => setError(messageFromQueryError(failure)))
      .finally(() => setBusy(false));
  };
  const create = async () => {
    setTried(true);
    if (!competition || numberMissing || grossInvalid) return;
    setBusy(true);
    const created = await createInvoice({
      competitionId: competition.id,
      number: number.trim(),
      gross: gross.trim(),
    })
      .unwrap()
      .then(
        () => true,
        (failure: FetchBaseQueryError) => void setError(messageFromQueryError(failure)),
      );
    setBusy(false);
    if (!created) return;
    dispatch(successShown(t('invoice.created')));
    close();
  };

  return (
    <Dialog
      open={competition !== null}
      onClose={close}
      aria-labelledby="invoice-dialog-title"
      maxWidth="sm"
      fullWidth
      data-testid="invoice-dialog"
    >
      <DialogTitle id="invoice-dialog-title">
        {t('invoice.title', { name: competition?.name ?? '' })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('invoice.number')}
            value={number}
            onChange={(event) => {
              setNumber(event.target.value);
              setPreview(null);
            }}
            required
            error={tried && numberMissing}
            helperText={tried && numberMissing ? message('FIELD_IS_REQUIRED') : undefined}
            slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'invoice-number' } }}
          />
          <TextField
            label={t('invoice.gross')}
            value={gross}
            onChange={(event) => {
              setGross(event.target.value);
              setPreview(null);
            }}
            required
            error={tried && grossInvalid}
            helperText={tried && grossInvalid ? t('invoice.grossFormat') : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20, 'data-testid': 'invoice-gross' } }}
          />
          {preview && <InvoicePreviewPanel preview={preview} />}
          {error && (
            <Alert severity="error" data-testid="invoice-error">
              {message(error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid="invoice-cancel">
          {t('invoice.cancel')}
        </Button>
        {preview ? (
          <>
            <Button onClick={() => setPreview(null)} data-testid="invoice-back">
              {t('invoice.back')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void create()}
              disabled={busy}
              data-testid="invoice-create"
            >
              {t('invoice.create')}
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            onClick={() => void showPreview()}
            disabled={busy}
            data-testid="invoice-preview"
          >
            {t('invoice.preview')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
