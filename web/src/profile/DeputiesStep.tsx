import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { Profile } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../account/formErrors';
import { requiredRule } from '../account/fieldRules';
import { testIdProps } from '../account/testIds';
import { useMessage } from '../i18n/useMessage';
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
  const message = useMessage();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [addDeputy, { isLoading: adding }] = useAddDeputyMutation();
  const [removeDeputy, { isLoading: removing }] = useRemoveDeputyMutation();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = requiredRule(name);
    if (invalid) {
      setError(invalid);
      return;
    }
    const result = await addDeputy({ id: profile.id, name: name.trim() });
    if (result.error) {
      setError(errorKeyOf(result.error));
      return;
    }
    setError(null);
    setName('');
  };

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.deputiesIntro')}
      </Typography>
      <DeputyMailSwitch checked={deputyMail} onChange={onDeputyMail} />
      {profile.deputies.length === 0 ? (
        <Typography sx={{ mb: 2 }} data-testid="profile-no-deputies">
          {t('profile.noDeputies')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ mb: 2 }} data-testid="profile-deputies">
          {profile.deputies.map((deputy) => (
            <ListItem
              key={deputy.id}
              disableGutters
              data-testid={`profile-deputy-${deputy.id}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('profile.removeDeputy', { name: deputy.name })}
                  disabled={removing}
                  onClick={() => void removeDeputy({ id: profile.id, deputyId: deputy.id })}
                  data-testid={`profile-deputy-remove-${deputy.id}`}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={deputy.name} />
            </ListItem>
          ))}
        </List>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void add(event)}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        <TextField
          label={t('profile.deputyName')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ? message(error) : t('profile.deputyNameHint')}
          size="small"
          sx={{ flexGrow: 1, minWidth: 200 }}
          slotProps={{
            htmlInput: { ...testIdProps('profile-deputy-name'), maxLength: 255 },
            formHelperText: { ...testIdProps('profile-deputy-error') },
          }}
        />
        <Button type="submit" variant="outlined" disabled={adding} data-testid="profile-deputy-add">
          {t('profile.addDeputy')}
        </Button>
      </Box>
      {own && <Deputised />}
    </Box>
  );
};
