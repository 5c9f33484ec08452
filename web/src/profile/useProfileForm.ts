import type { Profile } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkUnique, formBinder } from '../account/formBinding';
import { firstStepWithError, mapServerError, stepErrorFlags } from '../account/formErrors';
import { sessionApi } from '../account/sessionApi';
import { useFormState } from '../account/useFormState';
import { errorsShown, successShown } from '../notifications/notificationsSlice';
import { selectIdentity, selectPermissions } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { isAdmin, permissionsOfRoles } from './notificationFlags';
import { useUpdateProfileMutation } from './profileApi';
import {
  clubStillPending,
  emailNeedsCheck,
  fromProfile,
  PROFILE_FIELDS,
  PROFILE_REQUIRED,
  PROFILE_STEPS,
  toProfileUpdate,
  validateProfile,
} from './profileForm';

/**
 * The state of the profile form: values and errors, the step shown, the binding of each input
 * (with the e-mail check on blur), the save with its server-error mapping, and what the user sees
 * (notification flags by role, view types, premium lock).
 */
export const useProfileForm = (profile: Profile, own: boolean) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const sessionPermissions = useAppSelector(selectPermissions);
  const identity = useAppSelector(selectIdentity);
  const permissions = own
    ? sessionPermissions
    : permissionsOfRoles(profile.userRoles.map((role) => role.name));
  const form = useFormState(() => fromProfile(profile), validateProfile);
  const [active, setActive] = useState(0);
  const [update, { isLoading }] = useUpdateProfileMutation();
  const stepErrors = stepErrorFlags(PROFILE_STEPS, form.shownErrors);
  const clubPending = clubStillPending(profile, form.values.club);

  /** E-mail uniqueness on blur, skipped while it is the stored address. */
  const bind = formBinder(form, t, {
    prefix: 'profile',
    required: PROFILE_REQUIRED,
    afterBlur: (field, value) => {
      if (field === 'email' && emailNeedsCheck(value, profile.email))
        void checkUnique(dispatch, form, 'email', value);
    },
    helperText: (field) => (field === 'club' && clubPending ? t('profile.clubPending') : undefined),
  });

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
    // names, e-mail, country and shooter data of the header and forms come from the identity; the
    // session keeps it from the login answer, not from a cached read a tag could refresh
    if (own)
      void dispatch(
        sessionApi.endpoints.identity.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
  };

  return {
    form,
    active,
    setActive,
    last: PROFILE_STEPS.length - 1,
    stepErrors,
    stepLabel: (index: number) => t(`profile.steps.${PROFILE_STEPS[index]?.key ?? 'user'}`),
    bind,
    save,
    saving: isLoading,
    permissions,
    showViewTypes: own && !isAdmin(sessionPermissions) && Boolean(identity?.paymentValid),
    premiumLocked: own && !identity?.paymentValid,
  };
};

export type ProfileForm = ReturnType<typeof useProfileForm>;
