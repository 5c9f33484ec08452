import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ShowField } from '../common/FormParts';
import { formatViennaDate, formatViennaDateTime } from '@portal/contracts/vienna-time';
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
 * Cancel or reactivate a competition (docs/events.md). After
 * ERROR.REGISTRATION_ALREADY_STARTED the question changes and the button forces the cancellation.
 */
export const CancelDialog = ({ target, open, forced, busy, onConfirm, onClose }: CancelDialogProps) => {
  const { t } = useTranslation();
  const cancelling = !target?.cancelled;
  const name = target?.name ?? '';
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      danger={cancelling}
      title={t(cancelling ? 'competitions.cancel.cancelTitle' : 'competitions.cancel.uncancelTitle')}
      text={
        forced
          ? t('competitions.cancel.forceText', { name })
          : t(cancelling ? 'competitions.cancel.cancelText' : 'competitions.cancel.uncancelText', { name })
      }
      cancelLabel={t('competitions.no')}
      confirmLabel={
        forced
          ? t('competitions.cancel.force')
          : t(cancelling ? 'competitions.cancel.cancel' : 'competitions.cancel.uncancel')
      }
      onConfirm={onConfirm}
      onClose={onClose}
      ids={{
        dialog: 'cancel-dialog',
        title: 'cancel-dialog-title',
        text: 'cancel-dialog-text',
        no: 'cancel-dialog-no',
        yes: forced ? 'cancel-dialog-force' : 'cancel-dialog-yes',
      }}
      data={{ 'data-forced': forced ? 'true' : 'false' }}
    />
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
    <ConfirmDialog
      open={open}
      title={t('competitions.dateShift.title')}
      text={t('competitions.dateShift.text', { count: days })}
      cancelLabel={t('competitions.dateShift.no')}
      confirmLabel={t('competitions.dateShift.yes')}
      onConfirm={() => onAnswer(true)}
      onClose={() => onAnswer(false)}
      ids={{
        dialog: 'date-shift-dialog',
        title: 'date-shift-title',
        no: 'date-shift-no',
        yes: 'date-shift-yes',
      }}
    />
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
              value={formatViennaDateTime(competition.competitionDate)}
            />
            <ShowField
              label={t('competitions.fields.competitionEndDate')}
              value={formatViennaDateTime(competition.competitionEndDate)}
            />
            <ShowField
              label={t('competitions.fields.registrationStart')}
              value={formatViennaDateTime(competition.registrationStart)}
            />
            <ShowField
              label={t('competitions.fields.registrationEnd')}
              value={formatViennaDateTime(competition.registrationEnd)}
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
              value={`${yesNo(competition.paid)}${competition.paidAt ? ` (${formatViennaDate(competition.paidAt)})` : ''}`}
            />
            <ShowField label={t('competitions.fields.active')} value={yesNo(competition.active)} />
            <ShowField label={t('competitions.details.cancelled')} value={yesNo(competition.cancelled)} />
            <ShowField
              label={t('competitions.details.createdAt')}
              value={formatViennaDateTime(competition.createdAt)}
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
