import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PREMIUM_NOTIFICATION_FLAGS } from '@portal/contracts/identity-constants';
import { testIdProps } from '../account/testIds';
import { PremiumNote } from '../signup/PremiumNote';
import { NotificationDivisions } from './NotificationDivisions';
import { notificationGroups, type NotificationSelection } from './notificationFlags';

interface Props {
  permissions: readonly string[];
  allowInformations: boolean;
  onAllowInformations: (value: boolean) => void;
  selection: NotificationSelection;
  onSelection: (selection: NotificationSelection) => void;
  /** the divisions of the new-competition mail (`division_ids`) */
  divisionIds: number[];
  onDivisionIds: (ids: number[]) => void;
  /** the own profile without premium: the reminder switches are premium (docs/premium-features.md) */
  premiumLocked: boolean;
}

/** Notification selection: the flags the user's permissions allow, as switches. */
export const NotificationsStep = ({
  permissions,
  allowInformations,
  onAllowInformations,
  selection,
  onSelection,
  divisionIds,
  onDivisionIds,
  premiumLocked,
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
      {premiumLocked && groups.some(({ group }) => group === 'shooter') && (
        <PremiumNote
          text={t('profile.premiumReminders')}
          linkText={t('profile.premiumLink')}
          testId="profile-reminders-premium"
        />
      )}
      {groups.map(({ group, flags }) => (
        <Box key={group} sx={{ mb: 2 }} data-testid={`profile-notifications-${group}`}>
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            {t(`profile.notificationGroups.${group}`)}
          </Typography>
          <FormGroup>
            {flags.map((flag) => {
              const premium = PREMIUM_NOTIFICATION_FLAGS.includes(flag);
              const label = t(`profile.notifications.${flag}`);
              return (
                <Box key={flag}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={selection[flag]}
                        disabled={premium && premiumLocked}
                        onChange={(event) => onSelection({ ...selection, [flag]: event.target.checked })}
                        slotProps={{ input: testIdProps(`profile-notification-${flag}`) }}
                      />
                    }
                    label={premium ? `${label} (${t('profile.premiumBadge')})` : label}
                  />
                  {flag === 'newCompetitionCreated' && selection[flag] && (
                    <NotificationDivisions
                      value={divisionIds}
                      onChange={onDivisionIds}
                      testId="profile-notification-divisions"
                    />
                  )}
                </Box>
              );
            })}
          </FormGroup>
        </Box>
      ))}
    </Box>
  );
};
