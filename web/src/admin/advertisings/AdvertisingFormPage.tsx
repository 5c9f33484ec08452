import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useMessage } from '../../i18n/useMessage';
import { errorOccurred } from '../../notifications/notificationsSlice';
import { PageTitle } from '../../pages/PageTitle';
import { useAppDispatch } from '../../store/hooks';
import { routeId } from '../adminPaths';
import { LogoInput } from '../clubs/LogoInput';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { fieldErrorsFromError, hasErrors, type FieldErrors } from '../common/fieldErrors';
import { FormActions, FormSection, TextInput } from '../common/FormParts';
import { focusFirstInvalid, useNotify, useScrollTop } from '../common/hooks';
import { RecordState } from '../common/PageState';
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

interface DateInputProps {
  field: 'fromDate' | 'toDate';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A `datetime-local` input of the period (optional). */
const DateInput = ({ field, value, error, onChange }: DateInputProps) => {
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <TextField
      label={t(`advertisings.fields.${field}`)}
      type="datetime-local"
      value={value}
      error={Boolean(error)}
      helperText={error ? message(error) : undefined}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': testIdOf(field) }, inputLabel: { shrink: true } }}
    />
  );
};

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
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [create, creating] = useCreateAdvertisingMutation();
  const [update, updating] = useUpdateAdvertisingMutation();
  const [remove, removing] = useDeleteAdvertisingMutation();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<AdvertisingField>>({});
  const [confirming, setConfirming] = useState(false);
  const clientErrors = validateAdvertising(values);
  const errorOf = (field: AdvertisingField) =>
    (submitted ? clientErrors[field] : undefined) || serverErrors[field];
  const set = <F extends AdvertisingField>(field: F, value: AdvertisingValues[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors({});
  };
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    if (hasErrors(clientErrors)) {
      notify.error('admin.common.checkFields');
      focusFirstInvalid(form);
      return;
    }
    try {
      const body = toAdvertisingBody(values);
      if (id === null) await create(body).unwrap();
      else await update({ id, body }).unwrap();
      notify.success(id === null ? 'advertisings.created' : 'advertisings.saved', { name: body.name });
      navigate(ADVERTISING_PATHS.list);
    } catch (error) {
      if ((error as { status?: unknown }).status === 401) return;
      const { fieldErrors, message: failure } = fieldErrorsFromError(error, ADVERTISING_FIELDS);
      setServerErrors(fieldErrors);
      if (failure) dispatch(errorOccurred(failure));
      else {
        notify.error('admin.common.checkFields');
        focusFirstInvalid(form);
      }
    }
  };

  const confirmDelete = () => {
    if (id === null) return;
    remove(id)
      .unwrap()
      .then(() => {
        notify.success('advertisings.deleted', { name: initial.name });
        navigate(ADVERTISING_PATHS.list);
      })
      .catch(() => setConfirming(false)); // the shared error bar shows the failure
  };

  const textError = errorOf('text');
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="advertising-form">
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
        <DateInput
          field="fromDate"
          value={values.fromDate}
          error={errorOf('fromDate')}
          onChange={(value) => set('fromDate', value)}
        />
        <DateInput
          field="toDate"
          value={values.toDate}
          error={errorOf('toDate')}
          onChange={(value) => set('toDate', value)}
        />
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
        extra={
          id !== null ? (
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => setConfirming(true)}
              data-testid="advertising-form-delete"
            >
              {t('admin.common.delete')}
            </Button>
          ) : null
        }
      />
      <ConfirmDialog
        open={confirming}
        danger
        busy={removing.isLoading}
        title={t('advertisings.deleteTitle')}
        text={t('advertisings.deleteText', { name: initial.name })}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};

/** Create (`advertisings/create`) and edit (`advertisings/:id`) of an advert. */
const AdvertisingFormPage = ({ mode }: { mode: Mode }) => {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  useScrollTop();
  const record = useAdvertisingRecordQuery(mode === 'edit' && id !== null ? id : skipToken);
  if (mode === 'edit' && id === null) return <Navigate to={ADVERTISING_PATHS.list} replace />;
  return (
    <Box data-testid={`advertising-${mode}-page`} sx={{ maxWidth: 900 }}>
      <PageTitle>
        {mode === 'create'
          ? t('advertisings.createTitle')
          : t('advertisings.editTitle', { name: record.data?.name ?? '' })}
      </PageTitle>
      {mode === 'create' ? (
        <AdvertisingForm id={null} initial={emptyAdvertisingValues()} />
      ) : record.data && !record.isFetching ? (
        <AdvertisingForm key={record.data.id} id={id} initial={advertisingValues(record.data)} />
      ) : (
        <RecordState error={record.error} backTo={ADVERTISING_PATHS.list} testId="advertising-form" />
      )}
    </Box>
  );
};

export default AdvertisingFormPage;
