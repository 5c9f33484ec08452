import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { UserRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/**
 * Active or blocked, verified or not, and a club membership waiting for the club's confirmation:
 * the user's state as chips (list and show page).
 */
export const UserStatusChips = ({
  user,
  spaced,
}: {
  user: Pick<UserRow, 'active' | 'enabled' | 'clubMembership'>;
  /** a little space above (below a label) */
  spaced?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, ...(spaced ? { mt: 0.5 } : {}) }}>
      <Chip
        size="small"
        color={user.active ? 'success' : 'error'}
        variant={user.active ? 'outlined' : 'filled'}
        label={t(user.active ? 'admin.users.active' : 'admin.users.blockedState')}
      />
      <Chip
        size="small"
        color={user.enabled ? 'info' : 'warning'}
        variant="outlined"
        label={t(user.enabled ? 'admin.users.verified' : 'admin.users.unverified')}
      />
      {user.clubMembership === 'PENDING' ? (
        <Chip
          size="small"
          color="warning"
          variant="filled"
          label={t('admin.users.membershipPending')}
          data-testid="user-membership-pending"
        />
      ) : null}
    </Box>
  );
};
