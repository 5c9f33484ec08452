import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../pages/PageTitle';
import { useResetPasswordMutation } from './accountApi';
import { emailRule } from './fieldRules';
import { TextInput } from './FormFields';
import { useFormState } from './useFormState';
// the screen's texts come with its chunk
import './pageTexts';

/** resetPassword: e-mail field; the answer never tells whether the address exists. */
const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [sent, setSent] = useState(false);
  const validate = useCallback((values: { email: string }) => {
    const email = emailRule(values.email);
    return email ? { email } : {};
  }, []);
  const form = useFormState({ email: '' }, validate);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (form.errors.email) return;
    // failures (server unreachable) are shown by the shared error dialog
    const result = await resetPassword(form.values.email.trim());
    if (!result.error) setSent(true);
  };

  return (
    <Box sx={{ maxWidth: 560 }}>
      <PageTitle>{t('reset.title')}</PageTitle>
      {sent ? (
        <Alert severity="info" data-testid="reset-info">
          {t('reset.info')}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography sx={{ mb: 2 }}>{t('reset.intro')}</Typography>
          <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
            <TextInput
              testId="reset-email"
              label={t('register.fields.email')}
              type="email"
              autoComplete="email"
              required
              value={form.values.email}
              onChange={(value) => form.setField('email', value)}
              onBlur={() => form.touch('email')}
              error={form.shownErrors.email}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
              <Button type="submit" variant="contained" disabled={isLoading} data-testid="reset-submit">
                {t('reset.submit')}
              </Button>
            </Box>
          </Box>
        </Paper>
      )}
    </Box>
  );
};

export default ResetPasswordPage;
