import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useMessage } from '../i18n/useMessage';
import { PageTitle } from '../pages/PageTitle';
import { useConfirmPasswordResetMutation } from './accountApi';
import { passwordRepeatRule, passwordRule } from './fieldRules';
import { mapServerError } from './formErrors';
import { TextInput } from './FormFields';
import { withoutEmpty } from './registrationForm';
import { useFormState } from './useFormState';
import { useGoToLogin } from './useGoToLogin';
// the screen's texts come with its chunk
import './pageTexts';

interface Passwords {
  password: string;
  passwordValid: string;
}

const validatePasswords = (values: Passwords) =>
  withoutEmpty({
    password: passwordRule(values.password),
    passwordValid: passwordRepeatRule(values.password, values.passwordValid),
  });

/** confirmPasswordReset/{token}: new password twice, then success with go-to-login, or resetError. */
const ConfirmPasswordResetPage = () => {
  const { t } = useTranslation();
  const message = useMessage();
  const { token = '' } = useParams();
  const goToLogin = useGoToLogin();
  const [confirm, { isLoading }] = useConfirmPasswordResetMutation();
  const [outcome, setOutcome] = useState<'form' | 'done' | 'failed'>('form');
  const form = useFormState<Passwords>({ password: '', passwordValid: '' }, validatePasswords);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (Object.keys(form.errors).length) return;
    const sent = form.values;
    const result = await confirm({ token, ...sent });
    if (!result.error) {
      setOutcome('done');
      return;
    }
    // a password the server refuses goes onto its field; anything else is the reset error
    const mapped = mapServerError(result.error, ['password', 'passwordValid']);
    if (Object.keys(mapped.fields).length) form.applyServerErrors(mapped.fields, sent);
    else setOutcome('failed');
  };

  const bind = (field: keyof Passwords) => ({
    testId: `reset-${field}`,
    label: t(`register.fields.${field}`),
    type: 'password' as const,
    autoComplete: 'new-password',
    maxLength: 128,
    required: true,
    value: form.values[field],
    onChange: (value: string) => form.setField(field, value),
    onBlur: () => form.touch(field),
    error: form.shownErrors[field],
  });

  return (
    <Box sx={{ maxWidth: 560 }}>
      <PageTitle>{t('reset.confirmTitle')}</PageTitle>
      {outcome === 'done' && (
        <Box data-testid="reset-success">
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('reset.success')}
          </Alert>
          <Button variant="contained" onClick={goToLogin} data-testid="reset-login">
            {t('verify.toLogin')}
          </Button>
        </Box>
      )}
      {outcome === 'failed' && (
        <Alert severity="error" data-testid="reset-error">
          {message('resources.users.confirmPasswortReset.resetError')}
        </Alert>
      )}
      {outcome === 'form' && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void submit(event)}
            sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <TextInput {...bind('password')} helperText={t('register.passwordHint')} />
            <TextInput {...bind('passwordValid')} />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" disabled={isLoading} data-testid="reset-submit">
                {t('reset.confirmSubmit')}
              </Button>
            </Box>
          </Box>
        </Paper>
      )}
    </Box>
  );
};

export default ConfirmPasswordResetPage;
