import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UserRow as User } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../i18n/dates';
import { ADMIN_PATHS } from '../adminPaths';
import type { UserActions } from './useUserActions';
import { UserRowActions } from './UserRowActions';
import { clubCell, paymentExpired, rolesCell } from './userRowCells';
import type { UsersList } from './useUsersList';
import { UserStatusChips } from './UserStatusChips';

const PaidUntil = ({ value }: { value: string | null }) => {
  const { t } = useTranslation();
  if (!value) return <Typography variant="body2">—</Typography>;
  const expired = paymentExpired(value);
  return (
    <Typography
      variant="body2"
      color={expired ? 'error' : 'success.main'}
      title={t(expired ? 'admin.users.paymentExpired' : 'admin.users.paymentValid')}
    >
      {formatDate(value)}
    </Typography>
  );
};

interface UserRowProps {
  user: User;
  list: UsersList;
  actions: UserActions;
  onDelete: (user: User) => void;
}

/** One user: opens the user's page on click or Enter; blocked users fade a little. */
export const UserRow = ({ user, list, actions, onDelete }: UserRowProps) => {
  const navigate = useNavigate();
  const { clubNames, roleLabel, may } = list;
  return (
    <TableRow
      hover
      tabIndex={0}
      onClick={() => navigate(ADMIN_PATHS.userShow(user.id))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') navigate(ADMIN_PATHS.userShow(user.id));
      }}
      sx={{ cursor: 'pointer', opacity: user.active ? 1 : 0.75 }}
      data-testid={`users-row-${user.username}`}
    >
      <TableCell sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>{user.username}</TableCell>
      <TableCell>{rolesCell(user.userRoles, roleLabel)}</TableCell>
      <TableCell>{clubCell(user.club, clubNames)}</TableCell>
      <TableCell>
        {user.lastName}
        {user.firstName ? `, ${user.firstName}` : ''}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(user.createdAt)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <PaidUntil value={user.paymentUntil} />
      </TableCell>
      <TableCell>
        <UserStatusChips user={user} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <UserRowActions
          user={user}
          mayEdit={may.edit}
          mayDelete={may.delete}
          actions={actions}
          onDelete={onDelete}
        />
      </TableCell>
    </TableRow>
  );
};
