import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FieldGrid, useLanguageOptions, type Bind } from '../account/AccountFieldGroups';
import { SelectInput, TextInput } from '../account/FormFields';
import { ViewTypeToggles } from './ViewTypeToggles';

interface ProfileUserStepProps {
  username: string;
  bind: Bind;
  showViewTypes: boolean;
}

/** Step "user": the username (read only), e-mail, language, a new password; the view types. */
export const ProfileUserStep = ({ username, bind, showViewTypes }: ProfileUserStepProps) => {
  const { t } = useTranslation();
  const languages = useLanguageOptions();
  return (
    <>
      <FieldGrid>
        <TextInput
          testId="profile-username"
          label={t('register.fields.username')}
          value={username}
          onChange={() => undefined}
          readOnly
          helperText={t('profile.usernameReadOnly')}
        />
        <TextInput {...bind('email')} type="email" autoComplete="email" />
        <SelectInput {...bind('selectedLanguage')} options={languages} />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
        <TextInput
          {...bind('password')}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          helperText={t('profile.passwordHint')}
        />
        <TextInput {...bind('passwordValid')} type="password" autoComplete="new-password" maxLength={128} />
      </FieldGrid>
      {showViewTypes && <ViewTypeToggles />}
    </>
  );
};
