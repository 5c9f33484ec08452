import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useMessage } from '../../i18n/useMessage';
import { routeId } from '../adminPaths';
import { LogoInput } from '../clubs/LogoInput';
import { fieldErrorsFromError } from '../common/fieldErrors';
import { FormActions, FormSection, TextInput } from '../common/FormParts';
import { useNotify } from '../common/hooks';
import { RecordFormPage, useRecordForm } from '../common/RecordForm';
import { RichTextEditor } from '../common/RichTextEditor';
import {
  ADVERTISING_FIELDS,
  advertisingValues,
  emptyAdvertisingValues,
  MAX_TEXT_LENGTH,
  toAdvertisingBody,
  validateAdvertising,
  type AdvertisingField,
  type AdvertisingValues,
} from './advertisingForm';
import { ADVERTISING_PATHS } from './advertisingPaths';
import {
  useAdvertisingRecordQuery,
  useCreateAdvertisingMutation,
  useDeleteAdvertisingMutation,
  useUpdateAdvertisingMutation,
} from './advertisingsApi';
import './advertisingTexts';

type Mode = 'create' | 'edit';

const testIdOf = (field: AdvertisingField) => `advertising-form-${field}`;

interface SwitchInputProps {
  field: 'active' | 'detailView';
  checked: boolean;
  helperText?: string;
  onChange: (checked: boolean) => void;
}

const SwitchInput = ({ field, checked, helperText, onChange }: SwitchInputProps) => {
  const { t } = useTranslation();
  return (
    <Box>
      <FormControlLabel
        label={t(`advertisings.fields.${field}`)}
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: { 'data-testid': testIdOf(field) } as InputHTMLAttributes<HTMLInputElement>,
            }}
          />
        }
      />
      {helperText ? <FormHelperText sx={{ mt: 0 }}>{helperText}</FormHelperText> : null}
    </Box>
  );
};

interface FormProps {
  id: number | null;
  initial: AdvertisingValues;
}

const AdvertisingForm = ({ id, initial }: FormProps) => {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const notify = useNotify();
  const [create, creating] = useCreateAdvertisingMutation();
  const [update, updating] = useUpdateAdvertisingMutation();
  const [remove, removing] = useDeleteAdvertisingMutation();
  const { values, set, errorOf, onSubmit } = useRecordForm<AdvertisingValues, AdvertisingField>({
    initial,
    validate: validateAdvertising,
    serverErrors: (error) => fieldErrorsFromError(error, ADVERTISING_FIELDS),
    focusServerErrors: true,
    save: async (values) => {
      const body = toAdvertisingBody(values);
      if (id === null) await create(body).unwrap();
      else await update({ id, body }).unwrap();
      notify.success(id === null ? 'advertisings.created' : 'advertisings.saved', { name: body.name });
      navigate(ADVERTISING_PATHS.list);
    },
  });
  const text = (
    field: 'name' | 'shortName' | 'buttonText' | 'buttonLink',
    required = false,
    help?: string,
  ) => (
    <TextInput
      label={t(`advertisings.fields.${field}`)}
      testId={testIdOf(field)}
      value={values[field]}
      required={required}
      error={errorOf(field)}
      helperText={help}
      maxLength={field === 'buttonLink' ? 2000 : MAX_TEXT_LENGTH}
      onChange={(value) => set(field, value)}
    />
  );
  /** A `datetime-local` input of the period (optional). */
  const date = (field: 'fromDate' | 'toDate') => (
    <TextInput
      type="datetime-local"
      label={t(`advertisings.fields.${field}`)}
      testId={testIdOf(field)}
      value={values[field]}
      error={errorOf(field)}
      onChange={(value) => set(field, value)}
    />
  );
  const image = (field: 'image' | 'detailImage') => {
    const error = errorOf(field);
    return (
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t(`advertisings.fields.${field}`)}
        </Typography>
        <LogoInput
          value={values[field]}
          clubName={values.name}
          onChange={(logo) => set(field, logo)}
          testId={testIdOf(field)}
          textKey={`advertisings.${field}`}
        />
        {error ? (
          <FormHelperText error data-testid={`${testIdOf(field)}-invalid`}>
            {message(error)}
          </FormHelperText>
        ) : null}
      </Box>
    );
  };

  const textError = errorOf('text');
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="advertising-form">
      <FormSection title={t('advertisings.sections.content')}>
        {text('name', true)}
        {text('shortName')}
        <SwitchInput field="active" checked={values.active} onChange={(checked) => set('active', checked)} />
        <SwitchInput
          field="detailView"
          checked={values.detailView}
          helperText={t('advertisings.help.detailView')}
          onChange={(checked) => set('detailView', checked)}
        />
        <RichTextEditor
          label={t('advertisings.fields.text')}
          value={values.text}
          onChange={(html) => set('text', html)}
          error={Boolean(textError)}
          helperText={textError ? message(textError) : undefined}
          testId={testIdOf('text')}
        />
      </FormSection>
      <FormSection title={t('advertisings.sections.period')}>
        {date('fromDate')}
        {date('toDate')}
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
          {t('advertisings.help.period')}
        </Typography>
      </FormSection>
      <FormSection title={t('advertisings.sections.button')}>
        {text('buttonText', true)}
        {text('buttonLink', false, t('advertisings.help.buttonLink'))}
      </FormSection>
      <FormSection title={t('advertisings.sections.images')}>
        {image('image')}
        {image('detailImage')}
      </FormSection>
      <FormActions
        saving={creating.isLoading || updating.isLoading}
        testId="advertising-form-save"
        onCancel={() => navigate(ADVERTISING_PATHS.list)}
        remove={
          id !== null
            ? {
                texts: 'advertisings',
                name: initial.name,
                testId: 'advertising-form-delete',
                busy: removing.isLoading,
                remove: () => remove(id).unwrap(),
                donePath: ADVERTISING_PATHS.list,
              }
            : undefined
        }
      />
    </Box>
  );
};

/** Create (`advertisings/create`) and edit (`advertisings/:id`) of an advert. */
const AdvertisingFormPage = ({ mode }: { mode: Mode }) => {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const record = useAdvertisingRecordQuery(mode === 'edit' && id !== null ? id : skipToken);
  return (
    <RecordFormPage
      create={mode === 'create'}
      id={id}
      record={record}
      listPath={ADVERTISING_PATHS.list}
      title={
        mode === 'create'
          ? t('advertisings.createTitle')
          : t('advertisings.editTitle', { name: record.data?.name ?? '' })
      }
      testId={`advertising-${mode}-page`}
      formTestId="advertising-form"
    >
      {(data) =>
        data ? (
          <AdvertisingForm key={data.id} id={id} initial={advertisingValues(data)} />
        ) : (
          <AdvertisingForm id={null} initial={emptyAdvertisingValues()} />
        )
      }
    </RecordFormPage>
  );
};

export default AdvertisingFormPage;
