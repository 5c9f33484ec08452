import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Profile } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../account/accountApi';
import {
  ContactFields,
  FieldGrid,
  ShooterFields,
  useLanguageOptions,
  type Bind,
} from '../account/AccountFieldGroups';
import { emailRule } from '../account/fieldRules';
import { firstStepWithError, mapServerError, stepErrorFlags } from '../account/formErrors';
import { SelectInput, TextInput } from '../account/FormFields';
import { withCountry } from '../account/geo';
import { sessionApi } from '../account/sessionApi';
import { useFormState } from '../account/useFormState';
import { errorsShown, successShown } from '../notifications/notificationsSlice';
import { selectIdentity, selectPermissions } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { DeputiesStep } from './DeputiesStep';
import { isAdmin, permissionsOfRoles } from './notificationFlags';
import { NotificationsStep } from './NotificationsStep';
import { ReservationsStep } from './ReservationsStep';
import { useUpdateProfileMutation } from './profileApi';
import {
  fromProfile,
  PROFILE_FIELDS,
  PROFILE_STEPS,
  toProfileUpdate,
  validateProfile,
  type ProfileField,
} from './profileForm';
import { ViewTypeToggles } from './ViewTypeToggles';

const REQUIRED = new Set<ProfileField>(['email', 'selectedLanguage', 'firstName', 'lastName']);

interface Props {
  profile: Profile;
  /** The logged-in user's own profile (view types and the deputised list exist only there). */
  own: boolean;
}

/**
 * The profile form: tabs on large screens, a vertical stepper on small ones; next and back move
 * one step, a step title jumps to it (docs/web-app.md).
 */
export const ProfileEditor = ({ profile, own }: Props) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const sessionPermissions = useAppSelector(selectPermissions);
  const identity = useAppSelector(selectIdentity);
  const permissions = own
    ? sessionPermissions
    : permissionsOfRoles(profile.userRoles.map((role) => role.name));
  const form = useFormState(() => fromProfile(profile), validateProfile);
  const [active, setActive] = useState(0);
  const [update, { isLoading }] = useUpdateProfileMutation();
  const languages = useLanguageOptions();
  const stepErrors = stepErrorFlags(PROFILE_STEPS, form.shownErrors);
  const last = PROFILE_STEPS.length - 1;
  const showViewTypes = own && !isAdmin(sessionPermissions) && Boolean(identity?.paymentValid);
  // the stored club waits for the club's confirmation (another club chosen waits too, once saved)
  const clubPending = profile.clubMembership === 'PENDING' && form.values.club === fromProfile(profile).club;

  /** E-mail uniqueness on blur, skipped while it is the stored address. */
  const checkEmail = async (value: string) => {
    if (emailRule(value) || value.trim().toLowerCase() === profile.email.toLowerCase()) return;
    const result = await dispatch(
      accountApi.endpoints.checkEmailExistence.initiate(value.trim(), {
        subscribe: false,
        forceRefetch: true,
      }),
    );
    if (typeof result.data === 'boolean')
      form.setServerError('email', result.data ? 'EMAIL_ALREADY_EXISTS' : null, value);
  };

  const bind = ((field: ProfileField) => ({
    testId: `profile-${field}`,
    label: t(`register.fields.${field}`),
    value: String(form.values[field]),
    onChange: (value: string) =>
      field === 'country'
        ? form.setValues((current) => withCountry(current, value))
        : form.setField(field, value as never),
    onBlur: () => {
      form.touch(field);
      if (field === 'email') void checkEmail(String(form.values.email));
    },
    error: form.shownErrors[field],
    required: REQUIRED.has(field),
    helperText: field === 'club' && clubPending ? t('profile.clubPending') : undefined,
  })) as Bind;

  const save = async () => {
    form.touchAll();
    const firstInvalid = firstStepWithError(PROFILE_STEPS, form.errors);
    if (firstInvalid >= 0) {
      setActive(firstInvalid);
      return;
    }
    const sent = form.values;
    const result = await update({ id: profile.id, body: toProfileUpdate(sent) });
    if (result.error) {
      const mapped = mapServerError(result.error, PROFILE_FIELDS);
      form.applyServerErrors(mapped.fields, sent);
      if (mapped.general) dispatch(errorsShown(mapped.general));
      const first = firstStepWithError(PROFILE_STEPS, mapped.fields);
      if (first >= 0) setActive(first);
      return;
    }
    form.reset(fromProfile(result.data));
    dispatch(successShown(t('profile.saved')));
    // names, e-mail, country and shooter data of the header and forms come from the identity
    if (own)
      void dispatch(
        sessionApi.endpoints.identity.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
  };

  const content = (index: number) => {
    switch (PROFILE_STEPS[index]?.key) {
      case 'user':
        return (
          <>
            <FieldGrid>
              <TextInput
                testId="profile-username"
                label={t('register.fields.username')}
                value={profile.username}
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
              <TextInput
                {...bind('passwordValid')}
                type="password"
                autoComplete="new-password"
                maxLength={128}
              />
            </FieldGrid>
            {showViewTypes && <ViewTypeToggles />}
          </>
        );
      case 'contact':
        return <ContactFields bind={bind} withSalutation />;
      case 'shooter':
        return <ShooterFields bind={bind} testIdPrefix="profile" />;
      case 'deputies':
        return (
          <DeputiesStep
            profile={profile}
            own={own}
            deputyMail={form.values.deputyMail}
            onDeputyMail={(value) => form.setField('deputyMail', value)}
          />
        );
      case 'notifications':
        return (
          <NotificationsStep
            permissions={permissions}
            allowInformations={form.values.allowInformations}
            onAllowInformations={(value) => form.setField('allowInformations', value)}
            selection={form.values.notificationSelection}
            onSelection={(selection) => form.setField('notificationSelection', selection)}
            divisionIds={form.values.notificationDivisionIds}
            onDivisionIds={(ids) => form.setField('notificationDivisionIds', ids)}
            premiumLocked={own && !identity?.paymentValid}
          />
        );
      case 'reservations':
        return <ReservationsStep userId={profile.id} />;
      default:
        return null;
    }
  };

  const stepNavigation = (
    <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
      <Button disabled={active === 0} onClick={() => setActive(active - 1)} data-testid="profile-back">
        {t('register.back')}
      </Button>
      <Button
        variant="outlined"
        disabled={active === last}
        onClick={() => setActive(active + 1)}
        data-testid="profile-next"
      >
        {t('register.next')}
      </Button>
    </Box>
  );

  const stepLabel = (index: number) => t(`profile.steps.${PROFILE_STEPS[index]?.key ?? 'user'}`);

  return (
    <Paper variant="outlined" data-testid="profile-editor" data-step={active}>
      {wide ? (
        <>
          <Tabs
            value={active}
            onChange={(_event, value: number) => setActive(value)}
            variant="scrollable"
            scrollButtons="auto"
            aria-label={t('profile.title')}
            sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
          >
            {PROFILE_STEPS.map((step, index) => (
              <Tab
                key={step.key}
                value={index}
                label={stepLabel(index)}
                id={`profile-tab-${index}`}
                aria-controls="profile-tabpanel"
                data-testid={`profile-step-${index}`}
                data-error={stepErrors[index] ? 'true' : undefined}
                sx={
                  stepErrors[index]
                    ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' } }
                    : undefined
                }
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id="profile-tabpanel" aria-labelledby={`profile-tab-${active}`} sx={{ p: 3 }}>
            {content(active)}
            {stepNavigation}
          </Box>
        </>
      ) : (
        <Stepper nonLinear activeStep={active} orientation="vertical" sx={{ p: 2 }}>
          {PROFILE_STEPS.map((step, index) => (
            <Step key={step.key}>
              <StepButton onClick={() => setActive(index)} data-testid={`profile-step-${index}`}>
                <StepLabel error={stepErrors[index]} data-error={stepErrors[index] ? 'true' : undefined}>
                  {stepLabel(index)}
                </StepLabel>
              </StepButton>
              <StepContent>
                {active === index && (
                  <Box sx={{ pt: 1 }}>
                    {content(index)}
                    {stepNavigation}
                  </Box>
                )}
              </StepContent>
            </Step>
          ))}
        </Stepper>
      )}
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, justifyContent: 'flex-end' }}>
        {stepErrors.some(Boolean) && (
          <Typography variant="body2" color="error" sx={{ flexGrow: 1 }} data-testid="profile-invalid">
            {t('profile.invalid')}
          </Typography>
        )}
        <Button
          variant="contained"
          disabled={isLoading}
          onClick={() => void save()}
          data-testid="profile-save"
        >
          {t('profile.save')}
        </Button>
      </Box>
    </Paper>
  );
};
