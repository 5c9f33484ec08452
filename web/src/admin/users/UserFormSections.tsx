import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useMemo, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedOption } from '../api/types';
import { countryOptions } from '../common/countries';
import { ComboInput, FormSection, SelectInput, TextInput, type Option } from '../common/FormParts';
import { useRoleLabel, useStateLabel } from '../common/labels';
import { statesOf } from '../common/states';
import { UserNotificationFields } from './UserNotificationFields';
import type { UserFormState } from './useUserForm';

/** The user form's sections (docs/club-and-user-admin.md). */
type SectionProps = { form: UserFormState };

const Filler = () => <Box sx={{ display: { xs: 'none', sm: 'block' } }} />;

const toOptions = (items: readonly NamedOption[]): Option<number>[] =>
  items.map((item) => ({ value: item.id, label: item.name }));

/** The club: in the access section for club admins, in the shooter section for shooters. */
const ClubField = ({ form }: SectionProps) => {
  const { t } = useTranslation();
  return (
    <ComboInput
      label={t('admin.users.fields.club')}
      testId="user-form-club"
      value={form.values.club}
      options={form.clubs.data?.content ?? []}
      loading={form.clubs.isLoading}
      required
      error={form.errorOf('club')}
      onChange={(value) => {
        form.set('club', value);
        form.touch('club');
      }}
    />
  );
};

export const AccountSection = ({ form }: SectionProps) => {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const { values, mode, text } = form;
  // only roles the caller may grant, plus the user's current one (shown, not offered to others)
  const grantableIds = new Set(form.grantable.map((role) => role.id));
  const roleOptions = form.roleList
    .filter((role) => role.name !== 'ROLE_GUEST')
    .filter((role) => grantableIds.has(role.id) || values.userRoleIds.includes(role.id))
    .map((role) => ({ value: role.id, label: roleLabel(role.name) }));
  return (
    <FormSection title={t('admin.users.sections.account')}>
      <TextInput
        {...text('username')}
        required
        autoComplete="off"
        busy={form.checking === 'username'}
        onBlur={() => void form.checkUnique('username')}
      />
      <TextInput
        {...text('email')}
        type="email"
        required
        autoComplete="off"
        busy={form.checking === 'email'}
        onBlur={() => void form.checkUnique('email')}
      />
      <SelectInput
        {...form.select('userRoleIds', roleOptions)}
        label={t('admin.users.fields.role')}
        testId="user-form-role"
        value={values.userRoleIds[0] ?? null}
        required
        onChange={(value) => {
          form.set('userRoleIds', value === null ? [] : [value]);
          form.touch('userRoleIds');
        }}
      />
      {form.flags.isClubAdmin ? <ClubField form={form} /> : <Filler />}
      <TextInput
        {...text('password')}
        type="password"
        required={mode === 'create'}
        autoComplete="new-password"
        maxLength={128}
        helperText={mode === 'edit' ? t('admin.users.passwordKeep') : t('admin.users.passwordRule')}
      />
      <TextInput
        {...text('password2')}
        type="password"
        required={mode === 'create'}
        autoComplete="new-password"
        maxLength={128}
      />
    </FormSection>
  );
};

export const PersonSection = ({ form }: SectionProps) => {
  const { t } = useTranslation();
  const { values, text, select } = form;
  return (
    <FormSection title={t('admin.users.sections.person')}>
      {form.flags.isUser ? (
        <>
          <SelectInput
            {...select('salutation', [
              { value: 'mr', label: t('admin.users.salutations.mr') },
              { value: 'mrs', label: t('admin.users.salutations.mrs') },
            ])}
            value={values.salutation}
            required
          />
          <TextInput {...text('degree')} />
        </>
      ) : null}
      <TextInput {...text('firstName')} required autoComplete="off" />
      <TextInput {...text('lastName')} required autoComplete="off" />
      <SelectInput
        {...select('selectedLanguage', [
          { value: 'de', label: t('language.de') },
          { value: 'en', label: t('language.en') },
        ])}
        value={values.selectedLanguage}
        required
      />
    </FormSection>
  );
};

export const ContactSection = ({ form }: SectionProps) => {
  const { t, i18n } = useTranslation();
  const stateLabel = useStateLabel();
  const { values, text, select } = form;
  const countries = useMemo(
    () => countryOptions(i18n.language).map((country) => ({ value: country.code, label: country.name })),
    [i18n.language],
  );
  const states = statesOf(values.country).map((state) => ({
    value: state,
    label: stateLabel(values.country, state),
  }));
  return (
    <FormSection title={t('admin.users.sections.contact')}>
      <TextInput {...text('address')} required wide />
      <TextInput {...text('zip')} required maxLength={20} />
      <TextInput {...text('city')} required />
      <SelectInput {...select('country', countries)} value={values.country} required />
      {states.length ? (
        <SelectInput {...select('state', states)} value={values.state} required />
      ) : (
        <Filler />
      )}
      <TextInput {...text('telephone')} maxLength={50} />
    </FormSection>
  );
};

export const ShooterSection = ({ form }: SectionProps) => {
  const { t } = useTranslation();
  const { values, text, select } = form;
  return (
    <FormSection title={t('admin.users.sections.shooter')}>
      <SelectInput
        {...select('competitionClass', toOptions(form.classes))}
        value={values.competitionClass}
        required
      />
      <SelectInput {...select('division', toOptions(form.divisions))} value={values.division} required />
      <SelectInput {...select('factor', toOptions(form.factors))} value={values.factor} required />
      {form.flags.isClubAdmin ? <Filler /> : <ClubField form={form} />}
      <TextInput {...text('alias')} />
      <TextInput {...text('cowboyName')} />
      <TextInput {...text('sassNumber')} />
      <TextInput {...text('ipscNumber')} />
      <TextInput {...text('ipscRegion')} />
      <TextInput {...text('ipscAlias')} />
    </FormSection>
  );
};

const FlagBox = ({ form, field }: SectionProps & { field: 'allowInformations' | 'deputyMail' }) => {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={form.values[field]}
          onChange={(event) => form.set(field, event.target.checked)}
          slotProps={{
            input: { 'data-testid': `user-form-${field}` } as InputHTMLAttributes<HTMLInputElement>,
          }}
        />
      }
      label={t(`admin.users.fields.${field}`)}
    />
  );
};

export const OtherSection = ({ form }: SectionProps) => {
  const { t } = useTranslation();
  return (
    <FormSection title={t('admin.users.sections.other')}>
      <FlagBox form={form} field="allowInformations" />
      <FlagBox form={form} field="deputyMail" />
      <TextInput {...form.text('bmdAccountNumber')} maxLength={50} />
      <UserNotificationFields
        values={form.values}
        divisions={form.divisions}
        onSelection={(selection) => form.set('notificationSelection', selection)}
        onDivisions={(ids) => form.set('notificationDivisionIds', ids)}
      />
    </FormSection>
  );
};
