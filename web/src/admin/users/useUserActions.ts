import type { UserRow } from '@portal/contracts';
import {
  useDecideClubMembershipMutation,
  useUpdateUserActiveMutation,
  useUpdateUserEnabledMutation,
} from '../api/usersApi';
import { copyToClipboard, useNotify } from '../common/hooks';

/**
 * The row actions of the user list that need no question: copy the e-mail, block or unblock,
 * verify or unverify, confirm a club membership; each says what it did.
 */
export const useUserActions = () => {
  const notify = useNotify();
  const [updateActive] = useUpdateUserActiveMutation();
  const [updateEnabled] = useUpdateUserEnabledMutation();
  const [decideMembership] = useDecideClubMembershipMutation();
  // failures are shown by the error dialog of the shared error state
  const run = (action: () => Promise<void>) => void action().catch(() => undefined);
  const copyEmail = async (user: UserRow) => {
    if (await copyToClipboard(user.email)) notify.success('admin.users.emailCopied', { email: user.email });
    else notify.error('admin.users.emailCopyFailed');
  };
  return {
    copyEmail: (user: UserRow) => void copyEmail(user),
    toggleActive: (user: UserRow) =>
      run(async () => {
        await updateActive({ id: user.id, active: !user.active }).unwrap();
        notify.success(user.active ? 'admin.users.blocked' : 'admin.users.unblocked', {
          username: user.username,
        });
      }),
    toggleEnabled: (user: UserRow) =>
      run(async () => {
        await updateEnabled({ id: user.id, enabled: !user.enabled }).unwrap();
        notify.success(user.enabled ? 'admin.users.unverifiedDone' : 'admin.users.verifiedDone', {
          username: user.username,
        });
      }),
    confirmMembership: (user: UserRow) =>
      run(async () => {
        await decideMembership({ id: user.id, confirmed: true }).unwrap();
        notify.success('admin.users.membershipConfirmed', { username: user.username });
      }),
  };
};

export type UserActions = ReturnType<typeof useUserActions>;
