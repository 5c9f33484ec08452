import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { formatViennaDate } from '@portal/contracts/vienna-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../admin/common/ConfirmDialog';
import { useCalendarFeedQuery, useRotateCalendarFeedMutation } from './calendarApi';
import './calendarTexts';

type Note = { severity: 'success' | 'error'; text: string } | null;

/**
 * The profile's "Kalender-Abo" (docs/calendar-feed.md): the personal feed's address (read-only,
 * copy button) while it can be shown, and "Neue Adresse erzeugen" behind a question, because
 * the old address dies.
 */
export const CalendarFeedSection = ({ userId }: { userId: number }) => {
  const { t } = useTranslation();
  const feed = useCalendarFeedQuery(userId);
  const [rotate, rotation] = useRotateCalendarFeedMutation();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const url = feed.data?.url ?? null;

  const copy = async () => {
    if (!url) return;
    const copied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    setNote(
      copied
        ? { severity: 'success', text: t('calendar.copied') }
        : { severity: 'error', text: t('calendar.copyFailed') },
    );
  };
  const confirmRotation = async () => {
    const done = await rotate(userId)
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    setAsking(false);
    if (done) setNote({ severity: 'success', text: t('calendar.rotated') });
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="calendar-feed-title"
      data-testid="calendar-feed"
      sx={{ p: 2, mt: 3 }}
    >
      <Typography id="calendar-feed-title" variant="h3" component="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('calendar.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('calendar.explanation')}</Typography>
      {feed.isLoading && <LinearProgress aria-label={t('calendar.title')} />}
      {feed.isError && <Alert severity="error">{t('calendar.loadFailed')}</Alert>}
      {url && (
        <TextField
          label={t('calendar.address')}
          value={url}
          fullWidth
          slotProps={{
            input: {
              readOnly: true,
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    onClick={() => void copy()}
                    aria-label={t('calendar.copy')}
                    data-testid="calendar-feed-copy"
                  >
                    <ContentCopyIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
            htmlInput: {
              'data-testid': 'calendar-feed-url',
              onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select(),
            },
          }}
        />
      )}
      {feed.data && !url && (
        <Alert severity="info" data-testid="calendar-feed-hidden">
          {t('calendar.shownOnce', { date: formatViennaDate(feed.data.createdAt) })}
        </Alert>
      )}
      <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
        {note && (
          <Alert severity={note.severity} data-testid="calendar-feed-note">
            {note.text}
          </Alert>
        )}
      </Box>
      {feed.data && (
        <Button
          variant="outlined"
          sx={{ mt: 1 }}
          onClick={() => setAsking(true)}
          data-testid="calendar-feed-rotate"
        >
          {t('calendar.rotate')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        danger
        busy={rotation.isLoading}
        title={t('calendar.rotateTitle')}
        text={t('calendar.rotateText')}
        confirmLabel={t('calendar.rotate')}
        cancelLabel={t('calendar.cancel')}
        onConfirm={() => void confirmRotation()}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
};
