import BlockIcon from '@mui/icons-material/Block';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import RemoveModeratorIcon from '@mui/icons-material/RemoveModerator';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { UserRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../common/ListParts';
import type { UserActions } from './useUserActions';

interface UserRowActionsProps {
  user: UserRow;
  mayEdit: boolean;
  mayDelete: boolean;
  actions: UserActions;
  onDelete: (user: UserRow) => void;
}

/**
 * A user's actions: copy the e-mail for everyone; confirm a pending club membership, block and
 * verify for those who may edit; delete (asked first) for those who may delete.
 */
export const UserRowActions = ({ user, mayEdit, mayDelete, actions, onDelete }: UserRowActionsProps) => {
  const { t } = useTranslation();
  return (
    <>
      <RowAction
        title={t('admin.users.copyEmail')}
        testId={`user-copy-email-${user.username}`}
        onClick={() => actions.copyEmail(user)}
      >
        <ContentCopyIcon fontSize="small" />
      </RowAction>
      {mayEdit && user.clubMembership === 'PENDING' ? (
        <RowAction
          title={t('admin.users.confirmMembership')}
          testId={`user-confirm-membership-${user.username}`}
          color="primary"
          onClick={() => actions.confirmMembership(user)}
        >
          <HowToRegIcon fontSize="small" />
        </RowAction>
      ) : null}
      {mayEdit ? (
        <>
          <RowAction
            title={t(user.active ? 'admin.users.block' : 'admin.users.unblock')}
            testId={`user-block-${user.username}`}
            color={user.active ? 'default' : 'success'}
            onClick={() => actions.toggleActive(user)}
          >
            {user.active ? <BlockIcon fontSize="small" /> : <LockOpenIcon fontSize="small" />}
          </RowAction>
          <RowAction
            title={t(user.enabled ? 'admin.users.unverify' : 'admin.users.verify')}
            testId={`user-verify-${user.username}`}
            color={user.enabled ? 'default' : 'primary'}
            onClick={() => actions.toggleEnabled(user)}
          >
            {user.enabled ? <RemoveModeratorIcon fontSize="small" /> : <VerifiedUserIcon fontSize="small" />}
          </RowAction>
        </>
      ) : null}
      {mayDelete ? (
        <RowAction
          title={t('admin.common.delete')}
          testId={`user-delete-${user.username}`}
          color="error"
          onClick={() => onDelete(user)}
        >
          <DeleteIcon fontSize="small" />
        </RowAction>
      ) : null}
    </>
  );
};
