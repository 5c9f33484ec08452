import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { linkToApply } from './richText';

interface RichTextLinkDialogProps {
  open: boolean;
  initial: string;
  testId: string;
  onApply: (url: string) => void;
  onClose: () => void;
}

/** Asks for the address of a link; an empty address removes the link. */
export const RichTextLinkDialog = ({ open, initial, testId, onApply, onClose }: RichTextLinkDialogProps) => {
  const { t } = useTranslation();
  const [url, setUrl] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (open) {
      setUrl(initial);
      setInvalid(false);
    }
  }, [open, initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // never submit the surrounding form
    const next = linkToApply(url);
    if (next === null) {
      setInvalid(true);
      return;
    }
    onApply(next);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={`${testId}-link-title`}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={`${testId}-link-title`}>{t('admin.richText.linkTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('admin.richText.linkUrl')}
            value={url}
            error={invalid}
            helperText={invalid ? t('admin.richText.linkInvalid') : undefined}
            onChange={(event) => {
              setUrl(event.target.value);
              setInvalid(false);
            }}
            slotProps={{ htmlInput: { 'data-testid': `${testId}-link-url`, maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          {initial ? (
            <Button color="error" onClick={() => onApply('')} data-testid={`${testId}-link-remove`}>
              {t('admin.richText.linkRemove')}
            </Button>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          <Button onClick={onClose}>{t('admin.common.cancel')}</Button>
          <Button type="submit" variant="contained" data-testid={`${testId}-link-apply`}>
            {t('admin.richText.apply')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
