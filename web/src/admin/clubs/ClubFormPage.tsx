import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ClubInvoices } from '../../payment/ClubInvoices';
import { PATHS } from '../../routes/paths';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { ADMIN_PATHS, routeId } from '../adminPaths';
import { FormActions, FormSection, SelectInput, TextInput } from '../common/FormParts';
import { useNotify } from '../common/hooks';
import { notificationBlocksError, toBlocksBody, type NotificationBlock } from '../common/notificationBlocks';
import { NotificationBlocksEditor } from '../common/NotificationBlocksEditor';
import { TestMailPanel } from '../mailLog/TestMailPanel';
import { RecordFormPage, useRecordForm } from '../common/RecordForm';
import {
  CLUB_COUNTRIES,
  clubAccess,
  clubFieldErrors,
  clubValues,
  emptyClubValues,
  firstErrorTab,
  LINK_MAX_LENGTH,
  toClubBody,
  validateClub,
  visibleTabs,
  type ClubAccess,
  type ClubFormField,
  type ClubFormValues,
  type ClubTab,
  type ClubTextField,
} from './clubForm';
import { useClubQuery, useCreateClubMutation, useUpdateClubMutation, type ClubCountry } from './clubsApi';
import './clubTexts';
import { ClubAdminsSection } from './ClubAdmins';
import { LogoInput } from './LogoInput';

/** create: `clubs/create`; edit: `clubs/:id`; profile: `clubProfile/:clubId` (back to the dashboard). */
export type ClubFormMode = 'create' | 'edit' | 'profile';

const testIdOf = (field: ClubFormField) => `club-form-${field}`;
/** The tabs of clubForm.ts, the club's notification blocks and (of a saved club) its admins. */
type FormTab = ClubTab | 'notificationBlocks' | 'clubAdmins';
const SALUTATIONS = ['mr', 'mrs'] as const;

interface FormProps {
  mode: ClubFormMode;
  id: number | null;
  initial: ClubFormValues;
  initialBlocks: NotificationBlock[];
  access: ClubAccess;
}

const ClubForm = ({ mode, id, initial, initialBlocks, access }: FormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [create, creating] = useCreateClubMutation();
  const [update, updating] = useUpdateClubMutation();
  const [blocks, setBlocks] = useState(initialBlocks);
  const [blocksError, setBlocksError] = useState<string | null>(null);
  const [tab, setTab] = useState<FormTab>('club');
  const tabs: FormTab[] = [
    ...visibleTabs(access),
    'notificationBlocks',
    ...(id !== null ? (['clubAdmins'] as const) : []),
  ];
  const donePath = mode === 'profile' ? PATHS.dashboard : ADMIN_PATHS.clubs;
  const { values, set, errorOf, onSubmit } = useRecordForm<ClubFormValues, ClubFormField>({
    initial,
    validate: (values) => validateClub(values, access),
    serverErrors: clubFieldErrors,
    focusServerErrors: true,
    onInvalid: (errors) => setTab(firstErrorTab(errors) ?? tab),
    onSaveError: (error) => {
      const blocksFailure = notificationBlocksError(error);
      if (!blocksFailure) return false;
      setBlocksError(blocksFailure);
      notify.error('admin.common.checkFields');
      setTab('notificationBlocks');
      return true;
    },
    save: async (values) => {
      const body = { ...toClubBody(values, access), notificationBlocks: toBlocksBody(blocks) };
      if (id === null) await create(body).unwrap();
      else await update({ id, body }).unwrap();
      notify.success(id === null ? 'clubs.created' : 'clubs.saved', { name: body.name });
      navigate(donePath);
    },
  });

  const label = (field: ClubFormField) => t(`clubs.fields.${field}`);
  const text = (
    field: ClubTextField,
    options: { required?: boolean; wide?: boolean; type?: 'email'; maxLength?: number } = {},
  ) => (
    <TextInput
      label={label(field)}
      testId={testIdOf(field)}
      value={values[field]}
      onChange={(value) => set(field, value)}
      error={errorOf(field)}
      required={options.required}
      wide={options.wide}
      type={options.type}
      maxLength={options.maxLength ?? 255}
    />
  );
  const countryInput = (field: 'country' | 'matchCountry', required: boolean) => (
    <SelectInput<ClubCountry>
      label={label(field)}
      testId={testIdOf(field)}
      value={values[field]}
      options={CLUB_COUNTRIES.map((code) => ({ value: code, label: t(`clubs.countries.${code}`) }))}
      onChange={(value) => set(field, value ?? '')}
      error={errorOf(field)}
      required={required}
    />
  );
  const switchInput = (field: 'unlisted' | 'active') => (
    <FormControlLabel
      label={label(field)}
      control={
        <Switch
          checked={values[field]}
          onChange={(event) => set(field, event.target.checked)}
          slotProps={{
            input: { 'data-testid': testIdOf(field) } as InputHTMLAttributes<HTMLInputElement>,
          }}
        />
      }
    />
  );
  const salutationOptions = SALUTATIONS.map((value) => ({
    value: value as string,
    label: t(`clubs.salutations.${value}`),
  }));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="club-form">
      <Tabs
        value={tab}
        onChange={(_event, next: FormTab) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((name) => (
          <Tab key={name} value={name} label={t(`clubs.tabs.${name}`)} data-testid={`club-tab-${name}`} />
        ))}
      </Tabs>
      {tab === 'club' ? (
        <>
          <FormSection title={t('clubs.sections.club')}>
            {text('name', { required: true })}
            {text('longName', { required: true })}
            {text('shortName')}
          </FormSection>
          <FormSection title={t('clubs.sections.address')}>
            {text('address', { wide: true, required: true })}
            {text('zip', { required: true })}
            {text('city', { required: true })}
            {countryInput('country', true)}
          </FormSection>
          <FormSection title={t('clubs.sections.matchAddress')}>
            {text('matchAddress', { wide: true })}
            {text('matchZip')}
            {text('matchCity')}
            {countryInput('matchCountry', false)}
          </FormSection>
          <FormSection title={t('clubs.sections.links')}>
            {text('websiteLink', { maxLength: LINK_MAX_LENGTH })}
            {text('googleMapsLink', { maxLength: LINK_MAX_LENGTH })}
          </FormSection>
          {access.admin ? (
            <FormSection title={t('clubs.sections.status')}>
              {switchInput('active')}
              {switchInput('unlisted')}
              <TextInput
                label={label('paymentUntil')}
                type="date"
                testId={testIdOf('paymentUntil')}
                value={values.paymentUntil}
                onChange={(value) => set('paymentUntil', value)}
                error={errorOf('paymentUntil')}
              />
            </FormSection>
          ) : null}
          <FormSection title={t('clubs.sections.logo')}>
            <LogoInput value={values.logo} clubName={values.name} onChange={(logo) => set('logo', logo)} />
          </FormSection>
        </>
      ) : null}
      {tab === 'bank' ? (
        <FormSection title={t('clubs.tabs.bank')}>
          {text('bankInformation.name', { wide: true })}
          {text('bankInformation.bic')}
          {text('bankInformation.iban')}
        </FormSection>
      ) : null}
      {tab === 'contact' ? (
        <FormSection title={t('clubs.tabs.contact')}>
          <SelectInput<string>
            label={label('contact.salutation')}
            testId={testIdOf('contact.salutation')}
            value={values['contact.salutation']}
            options={salutationOptions}
            onChange={(value) => set('contact.salutation', value ?? '')}
            error={errorOf('contact.salutation')}
          />
          <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
          {text('contact.firstName')}
          {text('contact.lastName')}
          {text('contact.email', { type: 'email' })}
          {text('contact.telephone')}
        </FormSection>
      ) : null}
      {tab === 'invoice' && access.admin ? (
        <FormSection title={t('clubs.tabs.invoice')}>
          {text('bmdAccountNumber')}
          {text('invoiceName')}
          {text('invoiceMail', { type: 'email' })}
          {id !== null ? <ClubInvoices clubId={id} /> : null}
        </FormSection>
      ) : null}
      {tab === 'notificationBlocks' ? (
        <FormSection title={t('clubs.sections.notificationBlocks')}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <NotificationBlocksEditor
              value={blocks}
              onChange={(next) => {
                setBlocks(next);
                setBlocksError(null);
              }}
              error={blocksError}
            />
            {id !== null ? <TestMailPanel clubId={id} /> : null}
          </Box>
        </FormSection>
      ) : null}
      {tab === 'clubAdmins' && id !== null ? <ClubAdminsSection clubId={id} /> : null}
      <FormActions
        saving={creating.isLoading || updating.isLoading}
        testId="club-form-save"
        onCancel={() => navigate(donePath)}
      />
    </Box>
  );
};

/** Create, edit and the club admin's own profile of a club (docs/catalog.md). */
const ClubFormPage = ({ mode }: { mode: ClubFormMode }) => {
  const { t } = useTranslation();
  const params = useParams();
  const access = clubAccess(useAppSelector(selectPermissions));
  const id = routeId(mode === 'profile' ? params.clubId : params.id);
  const record = useClubQuery(mode !== 'create' && id !== null ? id : skipToken);
  return (
    <RecordFormPage
      create={mode === 'create'}
      id={id}
      record={record}
      listPath={mode === 'profile' ? PATHS.dashboard : ADMIN_PATHS.clubs}
      title={
        mode === 'create'
          ? t('clubs.createTitle')
          : mode === 'profile'
            ? t('clubs.profileTitle')
            : t('clubs.editTitle', { name: record.data?.name ?? '' })
      }
      testId={`club-${mode}-page`}
      formTestId="club-form"
    >
      {(data) =>
        data ? (
          <ClubForm
            key={data.id}
            mode={mode}
            id={id}
            initial={clubValues(data)}
            initialBlocks={data.notificationBlocks ?? []}
            access={access}
          />
        ) : (
          <ClubForm mode={mode} id={null} initial={emptyClubValues()} initialBlocks={[]} access={access} />
        )
      }
    </RecordFormPage>
  );
};

export default ClubFormPage;
