import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/useMessage';
import { successShown } from '../../notifications/notificationsSlice';
import { usePayCheckText } from '../../payment/startFeeText';
import { useAppDispatch } from '../../store/hooks';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useNotify, type Selection } from '../common/hooks';
import type { Competition } from './competitionModel';
import type { CompetitionKind } from './competitionPaths';
import {
  useDeleteManyCompetitionsMutation,
  useMarkCompetitionsPaidMutation,
  usePayCompetitionMutation,
} from './competitionsApi';

export type CompetitionQuestion =
  { type: 'pay'; row: Competition } | { type: 'deleteMany' } | { type: 'paidMany' };

interface CompetitionQuestionDialogProps {
  kind: CompetitionKind;
  /** stays set while the dialog fades out, so its text does not jump */
  question: CompetitionQuestion | null;
  open: boolean;
  selection: Selection<Competition>;
  onClose: () => void;
}

/**
 * Asks before marking one competition paid or unpaid (its start fee in the text), marking the
 * selection paid or deleting it, and then does it.
 */
export const CompetitionQuestionDialog = ({
  kind,
  question,
  open,
  selection,
  onClose,
}: CompetitionQuestionDialogProps) => {
  const { t } = useTranslation();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const payRow = question?.type === 'pay' ? question.row : null;
  const payCheckText = usePayCheckText(payRow, payRow !== null && !payRow.paid);
  const [pay, paying] = usePayCompetitionMutation();
  const [markPaid, markingPaid] = useMarkCompetitionsPaidMutation();
  const [deleteMany, deleting] = useDeleteManyCompetitionsMutation();
  const prefix = `competitions.${kind}`;

  const answer = () => {
    if (!question) return;
    // the shared error bar shows a failure
    const failed = () => undefined;
    if (question.type === 'pay') {
      const paid = !question.row.paid;
      pay({ id: question.row.id, paid })
        .unwrap()
        .then(() => dispatch(successShown(message(paid ? 'SUCCESS_PAY' : 'SUCCESS_UNPAY'))))
        .catch(failed)
        .finally(onClose);
      return;
    }
    const ids = selection.ids;
    if (question.type === 'paidMany') {
      markPaid(ids)
        .unwrap()
        .then(() => {
          dispatch(successShown(message('resources.competitions.listPage.paidSuccess')));
          selection.clear();
        })
        .catch(failed)
        .finally(onClose);
      return;
    }
    deleteMany({ kind, ids })
      .unwrap()
      .then(({ count }) => {
        notify.success(`${prefix}.deletedMany`, { count: count ?? ids.length });
        selection.clear();
      })
      .catch(failed)
      .finally(onClose);
  };

  const shown = (): { title: string; text: string; danger: boolean } => {
    if (question?.type === 'pay') {
      const paid = !question.row.paid;
      return {
        title: t(paid ? 'competitions.pay.payTitle' : 'competitions.pay.unpayTitle'),
        // the start fee it owes: the check before marking it paid (docs/club-invoices-and-exports.md)
        text: `${t(paid ? 'competitions.pay.payText' : 'competitions.pay.unpayText', {
          name: question.row.name,
        })} ${payCheckText}`,
        danger: !paid,
      };
    }
    if (question?.type === 'paidMany')
      return {
        title: t('competitions.bulk.paidTitle'),
        text: t('competitions.bulk.paidText', { count: selection.count }),
        danger: false,
      };
    return {
      title: t(`${prefix}.deleteManyTitle`),
      text: t(`${prefix}.deleteManyText`, { count: selection.count }),
      danger: true,
    };
  };
  const { title, text, danger } = shown();

  return (
    <ConfirmDialog
      open={open}
      danger={danger}
      busy={paying.isLoading || markingPaid.isLoading || deleting.isLoading}
      title={title}
      text={text}
      onConfirm={answer}
      onClose={onClose}
    />
  );
};
