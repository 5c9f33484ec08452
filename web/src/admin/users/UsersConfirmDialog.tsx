import type { UserRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useDeactivateUnpaidMutation, useDeleteUserMutation } from '../api/usersApi';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useNotify } from '../common/hooks';

/** What the user list asks before doing it: delete a user, or deactivate every unpaid one. */
export type UsersQuestion = { kind: 'delete'; user: UserRow } | { kind: 'deactivateUnpaid' };

interface UsersConfirmDialogProps {
  question: UsersQuestion | null;
  open: boolean;
  onClose: () => void;
}

/** The question before deleting a user or deactivating the unpaid ones; yes runs it and says so. */
export const UsersConfirmDialog = ({ question, open, onClose }: UsersConfirmDialogProps) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const [deleteUser, deleting] = useDeleteUserMutation();
  const [deactivateUnpaid, deactivating] = useDeactivateUnpaidMutation();
  const answer = async () => {
    try {
      if (question?.kind === 'delete') {
        await deleteUser(question.user.id).unwrap();
        notify.success('admin.users.deleted', { username: question.user.username });
      } else if (question?.kind === 'deactivateUnpaid') {
        const { count } = await deactivateUnpaid().unwrap();
        notify.success('admin.users.deactivatedUnpaid', { count });
      }
    } finally {
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open={open}
      danger
      busy={deleting.isLoading || deactivating.isLoading}
      title={t(question?.kind === 'delete' ? 'admin.users.deleteTitle' : 'admin.users.deactivateUnpaidTitle')}
      text={
        question?.kind === 'delete'
          ? t('admin.users.deleteText', { username: question.user.username })
          : t('admin.users.deactivateUnpaidText')
      }
      // failures are shown by the error dialog of the shared error state
      onConfirm={() => void answer().catch(() => undefined)}
      onClose={onClose}
    />
  );
};
