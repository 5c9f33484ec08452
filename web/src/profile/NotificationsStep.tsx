import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../account/testIds';
import { notificationGroups, type NotificationSelection } from './notificationFlags';

interface Props {
  permissions: readonly string[];
  allowInformations: boolean;
  onAllowInformations: (value: boolean) => void;
  selection: NotificationSelection;
  onSelection: (selection: NotificationSelection) => void;
}

/** Notification selection: the flags the user's permissions allow, as switches. */
export const NotificationsStep = ({
  permissions,
  allowInformations,
  onAllowInformations,
  selection,
  onSelection,
}: Props) => {
  const { t } = useTranslation();
  const groups = notificationGroups(permissions);
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={allowInformations}
            onChange={(event) => onAllowInformations(event.target.checked)}
            slotProps={{ input: testIdProps('profile-allowInformations') }}
          />
        }
        label={t('register.allowInformations')}
        sx={{ mb: 2 }}
      />
      {groups.length === 0 && <Typography color="text.secondary">{t('profile.noNotifications')}</Typography>}
      {groups.map(({ group, flags }) => (
        <Box key={group} sx={{ mb: 2 }} data-testid={`profile-notifications-${group}`}>
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            {t(`profile.notificationGroups.${group}`)}
          </Typography>
          <FormGroup>
            {flags.map((flag) => (
              <FormControlLabel
                key={flag}
                control={
                  <Switch
                    checked={selection[flag]}
                    onChange={(event) => onSelection({ ...selection, [flag]: event.target.checked })}
                    slotProps={{ input: testIdProps(`profile-notification-${flag}`) }}
                  />
                }
                label={t(`profile.notifications.${flag}`)}
              />
            ))}
          </FormGroup>
        </Box>
      ))}
    </Box>
  );
};
