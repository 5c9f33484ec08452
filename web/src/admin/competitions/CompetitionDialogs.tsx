import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { ShowField } from '../common/FormParts';
import { formatUtcDate, formatUtcDateTime } from './competitionDates';
import { placesOf, statusLetter } from './competitionListQuery';
import type { Competition } from './competitionModel';

interface CancelDialogProps {
  target: Competition | null;
  open: boolean;
  /** the server said the registration already started: the button now forces the cancellation */
  forced: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Cancel or reactivate a competition (back-office.md section 4). After
 * ERROR.REGISTRATION_ALREADY_STARTED the question changes and the button forces the cancellation.
 */
export const CancelDialog = ({ target, open, forced, busy, onConfirm, onClose }: CancelDialogProps) => {
  const { t } = useTranslation();
  const cancelling = !target?.cancelled;
  const name = target?.name ?? '';
  const text = forced
    ? t('competitions.cancel.forceText', { name })
    : t(cancelling ? 'competitions.cancel.cancelText' : 'competitions.cancel.uncancelText', { name });
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="cancel-dialog-title"
      data-testid="cancel-dialog"
      data-forced={forced ? 'true' : 'false'}
    >
      <DialogTitle id="cancel-dialog-title">
        {t(cancelling ? 'competitions.cancel.cancelTitle' : 'competitions.cancel.uncancelTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="cancel-dialog-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} data-testid="cancel-dialog-no">
          {t('competitions.no')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          color={cancelling ? 'error' : 'primary'}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid={forced ? 'cancel-dialog-force' : 'cancel-dialog-yes'}
          autoFocus
        >
          {forced
            ? t('competitions.cancel.force')
            : t(cancelling ? 'competitions.cancel.cancel' : 'competitions.cancel.uncancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

interface DateShiftDialogProps {
  open: boolean;
  days: number;
  onAnswer: (shift: boolean) => void;
}

/** Changing the competition date: move end, registration and squad dates by as many days? (NEIN / JA) */
export const DateShiftDialog = ({ open, days, onAnswer }: DateShiftDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={() => onAnswer(false)}
      aria-labelledby="date-shift-title"
      data-testid="date-shift-dialog"
    >
      <DialogTitle id="date-shift-title">{t('competitions.dateShift.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('competitions.dateShift.text', { count: days })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} data-testid="date-shift-no">
          {t('competitions.dateShift.no')}
        </Button>
        <Button variant="contained" onClick={() => onAnswer(true)} data-testid="date-shift-yes" autoFocus>
          {t('competitions.dateShift.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

interface DetailsDialogProps {
  competition: Competition | null;
  open: boolean;
  onClose: () => void;
}

/** Read-only facts of a competition for the portal admin (details icon of the list). */
export const DetailsDialog = ({ competition, open, onClose }: DetailsDialogProps) => {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'competitions.yes' : 'competitions.no');
  const places = competition ? placesOf(competition) : { size: 0, taken: 0 };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="details-dialog-title"
      data-testid="details-dialog"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="details-dialog-title">{competition?.name ?? ''}</DialogTitle>
      <DialogContent>
        {competition ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <ShowField label={t('competitions.columns.club')} value={competition.club.name} />
            <ShowField label={t('competitions.columns.type')} value={competition.competitionType?.name} />
            <ShowField
              label={t('competitions.fields.competitionDate')}
              value={formatUtcDateTime(competition.competitionDate)}
            />
            <ShowField
              label={t('competitions.fields.competitionEndDate')}
              value={formatUtcDateTime(competition.competitionEndDate)}
            />
            <ShowField
              label={t('competitions.fields.registrationStart')}
              value={formatUtcDateTime(competition.registrationStart)}
            />
            <ShowField
              label={t('competitions.fields.registrationEnd')}
              value={formatUtcDateTime(competition.registrationEnd)}
            />
            <ShowField
              label={t('competitions.columns.status')}
              value={`${statusLetter(competition)} – ${t(`competitions.viewTypes.${competition.viewType}`)}`}
            />
            <ShowField label={t('competitions.columns.places')} value={`${places.taken} / ${places.size}`} />
            <ShowField
              label={t('competitions.details.orderItems')}
              value={String(competition.orderItemCount)}
            />
            <ShowField
              label={t('competitions.columns.paid')}
              value={`${yesNo(competition.paid)}${competition.paidAt ? ` (${formatUtcDate(competition.paidAt)})` : ''}`}
            />
            <ShowField label={t('competitions.fields.active')} value={yesNo(competition.active)} />
            <ShowField label={t('competitions.details.cancelled')} value={yesNo(competition.cancelled)} />
            <ShowField
              label={t('competitions.details.createdAt')}
              value={formatUtcDateTime(competition.createdAt)}
            />
            <ShowField label={t('competitions.details.publicLink')} value={competition.publicLink} />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="details-dialog-close">
          {t('competitions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
