import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { resolveLanguage } from '../i18n/languages';
import { errorsShown } from '../notifications/notificationsSlice';
import { PageTitle } from '../pages/PageTitle';
import { PATHS } from '../routes/paths';
import { selectIsLoggedIn } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useRegisterAccountMutation } from './accountApi';
import { PersonFields } from '../person/PersonFields';
import { FieldGrid, useLanguageOptions } from './AccountFieldGroups';
import { checkUnique, formBinder } from './formBinding';
import { emailRule, usernameRule } from './fieldRules';
import { firstStepWithError, mapServerError, stepErrorFlags } from './formErrors';
import { CheckInput, SelectInput, TextInput } from './FormFields';
import {
  emptyRegistration,
  REGISTRATION_FIELDS,
  REGISTRATION_STEPS,
  toRegistrationPayload,
  validateRegistration,
  type RegistrationField,
  type RegistrationValues,
} from './registrationForm';
import { useFormState } from './useFormState';
// the screen's texts come with its chunk
import './pageTexts';

/** The account's fields marked required (the person fields mark theirs, docs/web-app.md). */
const REQUIRED = new Set<RegistrationField>([
  'username',
  'email',
  'password',
  'passwordValid',
  'selectedLanguage',
]);

const RegistrationWizard = () => {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useFormState(() => emptyRegistration(resolveLanguage(i18n.language)), validateRegistration);
  const [active, setActive] = useState(0);
  const [triedSubmit, setTriedSubmit] = useState(false);
  const [registerAccount, { isLoading }] = useRegisterAccountMutation();
  const languages = useLanguageOptions();
  const stepErrors = stepErrorFlags(REGISTRATION_STEPS, form.shownErrors);
  const lastStep = REGISTRATION_STEPS.length - 1;

  /** Uniqueness of username and e-mail, asked on blur once the client rules pass. */
  const bind = formBinder(form, t, {
    prefix: 'register',
    required: REQUIRED,
    afterBlur: (field, value) => {
      if (field !== 'username' && field !== 'email') return;
      if (!(field === 'username' ? usernameRule(value) : emailRule(value)))
        void checkUnique(dispatch, form, field, value);
    },
  });

  const check = (field: 'allowInformations' | 'conditions' | 'payment') => ({
    testId: `register-${field}`,
    checked: form.values[field],
    onChange: (checked: boolean) => {
      form.setField(field, checked);
      form.touch(field);
    },
    error: form.shownErrors[field],
    // the newsletter opt-in is a free choice (docs/people-data-and-consent.md)
    required: field !== 'allowInformations',
  });

  const submit = async () => {
    setTriedSubmit(true);
    form.touchAll();
    const firstInvalid = firstStepWithError(REGISTRATION_STEPS, form.errors);
    if (firstInvalid >= 0) {
      setActive(firstInvalid);
      return;
    }
    const sent: RegistrationValues = form.values;
    const result = await registerAccount(toRegistrationPayload(sent));
    if (result.error) {
      const mapped = mapServerError(result.error, REGISTRATION_FIELDS);
      form.applyServerErrors(mapped.fields, sent);
      if (mapped.general) dispatch(errorsShown(mapped.general));
      const first = firstStepWithError(REGISTRATION_STEPS, mapped.fields);
      if (first >= 0) setActive(first);
      return;
    }
    navigate(PATHS.userRegisterSuccess);
  };

  const invalidSteps = stepErrors.some(Boolean);

  return (
    <Box data-testid="register-page">
      <PageTitle>{t('register.title')}</PageTitle>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('register.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stepper nonLinear activeStep={active} alternativeLabel sx={{ mb: 3 }}>
          {REGISTRATION_STEPS.map((step, index) => (
            <Step key={step.key}>
              <StepButton onClick={() => setActive(index)} data-testid={`register-step-${index}`}>
                <StepLabel error={stepErrors[index]} data-error={stepErrors[index] ? 'true' : undefined}>
                  {t(`register.steps.${step.key}`)}
                </StepLabel>
              </StepButton>
            </Step>
          ))}
        </Stepper>
        {triedSubmit && invalidSteps && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="register-invalid">
            {t('register.invalid')}
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
          {active === 0 && (
            <FieldGrid>
              <TextInput {...bind('username')} autoComplete="username" />
              <TextInput {...bind('email')} type="email" autoComplete="email" />
              <TextInput
                {...bind('password')}
                type="password"
                autoComplete="new-password"
                maxLength={128}
                helperText={t('register.passwordHint')}
              />
              <TextInput
                {...bind('passwordValid')}
                type="password"
                autoComplete="new-password"
                maxLength={128}
              />
              <SelectInput {...bind('selectedLanguage')} options={languages} />
              <PersonFields bind={bind} group="name" complete omit={['degree', 'firstName', 'lastName']} />
            </FieldGrid>
          )}
          {active === 1 && (
            <FieldGrid>
              <PersonFields bind={bind} group="name" complete omit={['salutation']} />
              <PersonFields bind={bind} group="address" complete />
            </FieldGrid>
          )}
          {active === 2 && (
            <>
              <FieldGrid>
                <PersonFields bind={bind} group="shooter" complete testIdPrefix="register" />
              </FieldGrid>
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 3 }}>
                <CheckInput {...check('allowInformations')} label={t('register.allowInformations')} />
                <CheckInput
                  {...check('conditions')}
                  label={
                    <Trans
                      i18nKey="register.conditions"
                      components={{
                        conditions: <Link component={RouterLink} to={PATHS.conditions} target="_blank" />,
                        privacy: <Link component={RouterLink} to={PATHS.datenschutz} target="_blank" />,
                      }}
                    />
                  }
                />
                <CheckInput {...check('payment')} label={t('register.payment')} />
              </Box>
            </>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3, alignItems: 'center' }}>
            <Button disabled={active === 0} onClick={() => setActive(active - 1)} data-testid="register-back">
              {t('register.back')}
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            {active < lastStep && (
              <Button variant="outlined" onClick={() => setActive(active + 1)} data-testid="register-next">
                {t('register.next')}
              </Button>
            )}
            <Button
              type="submit"
              variant={active === lastStep ? 'contained' : 'outlined'}
              disabled={isLoading}
              onClick={() => void submit()}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
              data-testid="register-submit"
            >
              {t('register.submit')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
};

/** Guests only: a logged-in user is sent to the dashboard. */
const RegisterPage = () => {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? <Navigate to={PATHS.dashboard} replace /> : <RegistrationWizard />;
};

export default RegisterPage;
