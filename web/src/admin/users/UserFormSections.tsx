import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonFields } from '../../person/PersonFields';
import { ComboInput, FormSection, SelectInput, TextInput } from '../common/FormParts';
import { useRoleLabel } from '../common/labels';
import { UserNotificationFields } from './UserNotificationFields';
import type { UserFormState } from './useUserForm';

/** The user form's sections (docs/club-and-user-admin.md). */
type SectionProps = { form: UserFormState };

const Filler = () => <Box sx={{ display: { xs: 'none', sm: 'block' } }} />;

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

/** Salutation and degree for shooters, the names and the language for everybody. */
export const PersonSection = ({ form }: SectionProps) => {
  const { t } = useTranslation();
  const { values, select } = form;
  return (
    <FormSection title={t('admin.users.sections.person')}>
      <PersonFields
        bind={form.person}
        group="name"
        complete={form.flags.isUser}
        omit={form.flags.isUser ? [] : ['salutation', 'degree']}
      />
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

/** Address and telephone; the admins' BMD account number. */
export const ContactSection = ({ form }: SectionProps) => {
  const { t } = useTranslation();
  return (
    <FormSection title={t('admin.users.sections.contact')}>
      <PersonFields bind={form.person} group="address" complete admin />
    </FormSection>
  );
};

/** Class, division, factor, the club (a club admin's is in the access section), alias and IDs. */
export const ShooterSection = ({ form }: SectionProps) => {
  const { t } = useTranslation();
  return (
    <FormSection title={t('admin.users.sections.shooter')}>
      <PersonFields
        bind={form.person}
        group="shooter"
        complete
        club={form.flags.isClubAdmin ? <Filler /> : <ClubField form={form} />}
        testIdPrefix="user-form"
      />
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
      <UserNotificationFields
        values={form.values}
        divisions={form.divisions}
        onSelection={(selection) => form.set('notificationSelection', selection)}
        onDivisions={(ids) => form.set('notificationDivisionIds', ids)}
      />
    </FormSection>
  );
};
