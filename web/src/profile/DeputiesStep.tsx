import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Profile } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../account/formErrors';
import { testIdProps } from '../account/testIds';
import { DeputyEditor } from './DeputyEditor';
import { useAddDeputyMutation, useDeputisesQuery, useRemoveDeputyMutation } from './profileApi';

/** Users I act for (only on the own profile). */
const Deputised = () => {
  const { t } = useTranslation();
  const { data, isError, isLoading } = useDeputisesQuery();
  return (
    <Box sx={{ mt: 4 }} data-testid="profile-deputises">
      <Typography variant="h3" component="h3" gutterBottom>
        {t('profile.deputises')}
      </Typography>
      {isError && (
        <Alert severity="warning" data-testid="profile-deputises-error">
          {t('profile.deputisesFailed')}
        </Alert>
      )}
      {!isError && !isLoading && !data?.length && (
        <Typography color="text.secondary">{t('profile.noDeputises')}</Typography>
      )}
      {data && data.length > 0 && (
        <List dense disablePadding>
          {data.map((user) => (
            <ListItem key={user.id} disableGutters data-testid={`profile-deputised-${user.id}`}>
              <ListItemText
                primary={`${user.firstName} ${user.lastName} (${user.username})`}
                secondary={user.email}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};

/** Whether the deputies get copies of the user's registration mails; saved with the profile. */
const DeputyMailSwitch = ({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 3 }}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: { ...testIdProps('profile-deputyMail'), 'aria-describedby': 'profile-deputyMail-hint' },
            }}
          />
        }
        label={t('profile.deputyMail')}
      />
      <FormHelperText id="profile-deputyMail-hint" sx={{ mt: 0 }}>
        {t('profile.deputyMailHint')}
      </FormHelperText>
    </Box>
  );
};

interface Props {
  profile: Profile;
  own: boolean;
  deputyMail: boolean;
  onDeputyMail: (value: boolean) => void;
}

/**
 * Deputies act for this user: list with remove, add by username (these apply at once), and the
 * deputy mail switch (saved with the profile).
 */
export const DeputiesStep = ({ profile, own, deputyMail, onDeputyMail }: Props) => {
  const { t } = useTranslation();
  const [addDeputy, { isLoading: adding }] = useAddDeputyMutation();
  const [removeDeputy, { isLoading: removing }] = useRemoveDeputyMutation();
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.deputiesIntro')}
      </Typography>
      <DeputyMailSwitch checked={deputyMail} onChange={onDeputyMail} />
      <DeputyEditor
        deputies={profile.deputies}
        onAdd={async (name) => {
          const result = await addDeputy({ id: profile.id, name });
          return result.error ? errorKeyOf(result.error) : null;
        }}
        onRemove={(deputyId) => void removeDeputy({ id: profile.id, deputyId })}
        adding={adding}
        removing={removing}
        noneText={t('profile.noDeputies')}
        testIdPrefix="profile"
      />
      {own && <Deputised />}
    </Box>
  );
};
