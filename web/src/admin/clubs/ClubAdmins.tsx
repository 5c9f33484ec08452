import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { selectIdentity, selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { canListUsers, canOpenClubAdmin } from '../access';
import { ADMIN_PATHS } from '../adminPaths';
import { useUsersQuery } from '../api/usersApi';
import { FormSection } from '../common/FormParts';
import { SEEDED_ROLES } from '../users/userListQuery';
import './clubTexts';

const CLUB_ADMIN_ROLE = SEEDED_ROLES.find((role) => role.name === 'ROLE_CLUB_ADMIN')!.id;

/**
 * The club's admins (`clubAdmins`): the users list of identity filtered by the club and the
 * club-admin role; identity limits a club admin to the own club (docs/club-and-user-admin.md).
 */
export const ClubAdmins = ({ clubId }: { clubId: number }) => {
  const { t } = useTranslation();
  const permissions = useAppSelector(selectPermissions);
  const identity = useAppSelector(selectIdentity);
  const mayList = canListUsers(permissions, identity);
  const linked = canOpenClubAdmin(permissions);
  const admins = useUsersQuery(
    mayList ? { club: clubId, role: CLUB_ADMIN_ROLE, page: 0, size: 100, sort: 'lastName,asc' } : skipToken,
  );
  if (!mayList) return null;
  const rows = admins.data?.content ?? [];
  return (
    <div data-testid="club-admins">
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('clubs.clubAdmins.intro')}
      </Typography>
      {admins.isLoading ? <Skeleton variant="rounded" height={48} /> : null}
      {admins.isError ? (
        <Alert severity="warning" data-testid="club-admins-error">
          {t('clubs.clubAdmins.failed')}
        </Alert>
      ) : null}
      {admins.isSuccess && rows.length === 0 ? (
        <Typography data-testid="club-admins-none">{t('clubs.clubAdmins.none')}</Typography>
      ) : null}
      {rows.length > 0 ? (
        <List dense disablePadding aria-label={t('clubs.tabs.clubAdmins')}>
          {rows.map((user) => {
            const name = `${user.firstName} ${user.lastName}`;
            return (
              <ListItem key={user.id} disableGutters data-testid={`club-admin-${user.id}`}>
                <ListItemText
                  primary={
                    linked ? (
                      <Link
                        component={RouterLink}
                        to={ADMIN_PATHS.userShow(user.id)}
                        data-testid={`club-admin-link-${user.id}`}
                      >
                        {name}
                      </Link>
                    ) : (
                      name
                    )
                  }
                  secondary={`${user.username} · ${user.email}`}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      ) : null}
    </div>
  );
};

/** The admins as a section of the club's show page and a tab of its form. */
export const ClubAdminsSection = ({ clubId }: { clubId: number }) => {
  const { t } = useTranslation();
  return (
    <FormSection title={t('clubs.tabs.clubAdmins')}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <ClubAdmins clubId={clubId} />
      </Box>
    </FormSection>
  );
};
