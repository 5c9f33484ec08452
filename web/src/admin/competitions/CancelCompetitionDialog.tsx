import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageFromQueryError } from '../../api/errorMessage';
import { errorOccurred, successShown } from '../../notifications/notificationsSlice';
import { useAppDispatch } from '../../store/hooks';
import { CancelDialog } from './CompetitionDialogs';
import type { Competition } from './competitionModel';
import { useUpdateCancelMutation } from './competitionsApi';

const REGISTRATION_STARTED = ['ERROR.REGISTRATION_ALREADY_STARTED', 'REGISTRATION_ALREADY_STARTED'];

interface CancelCompetitionDialogProps {
  /** stays set while the dialog fades out, so its text does not jump */
  target: Competition | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Cancels or reactivates a competition or event; after ERROR.REGISTRATION_ALREADY_STARTED it asks
 * again and its button forces the cancellation (docs/events.md).
 */
export const CancelCompetitionDialog = ({ target, open, onClose }: CancelCompetitionDialogProps) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [updateCancel, cancelling] = useUpdateCancelMutation();
  const [forced, setForced] = useState(false);
  useEffect(() => {
    if (open) setForced(false);
  }, [open, target]);

  const confirm = () => {
    if (!target) return;
    const cancelled = !target.cancelled;
    updateCancel({ id: target.id, cancelled, force: forced })
      .unwrap()
      .then(() => {
        // the competition's own words, not the registration's "cancelled successfully" (docs/web-usability.md)
        dispatch(
          successShown(
            t(cancelled ? 'competitions.cancel.done' : 'competitions.cancel.undone', { name: target.name }),
          ),
        );
        onClose();
      })
      .catch((error: unknown) => {
        if ((error as { status?: unknown }).status === 401) return;
        const key =
          typeof error === 'object' && error !== null && 'status' in error
            ? messageFromQueryError(error as Parameters<typeof messageFromQueryError>[0])
            : 'INTERNAL_ERROR';
        if (!forced && cancelled && REGISTRATION_STARTED.includes(key)) {
          setForced(true); // the dialog asks again; its button now forces the cancellation
          return;
        }
        dispatch(errorOccurred(key));
        onClose();
      });
  };

  return (
    <CancelDialog
      target={target}
      open={open}
      forced={forced}
      busy={cancelling.isLoading}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
