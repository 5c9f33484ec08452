import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** A user who can be signed up: from the users list or the deputised users. */
export interface SignUpUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
}

const labelOf = (user: SignUpUser) => `${user.lastName} ${user.firstName} (${user.username})`;

/** Step "user" (privileged users only): the user to sign up. */
export const UserStep = ({
  users,
  failed,
  value,
  onChange,
}: {
  users: SignUpUser[];
  failed: boolean;
  value: SignUpUser | null;
  onChange: (user: SignUpUser | null) => void;
}) => {
  const { t } = useTranslation();
  if (failed) return <Alert severity="error">{t('signUp.user.loadFailed')}</Alert>;
  return (
    <Autocomplete
      options={users}
      value={value}
      onChange={(_event, next) => onChange(next)}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={t('signUp.user.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('signUp.user.label')}
          helperText={t('signUp.user.help')}
          required
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'signup-user' } }}
        />
      )}
    />
  );
};
