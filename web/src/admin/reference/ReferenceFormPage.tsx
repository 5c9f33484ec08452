import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/Delete';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type FormEvent, type HTMLAttributes, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useMessage } from '../../i18n/useMessage';
import { errorOccurred } from '../../notifications/notificationsSlice';
import { PageTitle } from '../../pages/PageTitle';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { canWriteReference } from '../access';
import { routeId } from '../adminPaths';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { fieldErrorsFromError, hasErrors, type FieldErrors } from '../common/fieldErrors';
import { FormActions, FormSection, TextInput } from '../common/FormParts';
import { focusFirstInvalid, useNotify, useScrollTop } from '../common/hooks';
import { RecordState } from '../common/PageState';
import {
  emptyValues,
  fieldLabel,
  fieldNames,
  recordValues,
  REFERENCE_CONFIGS,
  REFERENCE_ERROR_FIELDS,
  resourceText,
  toReferenceBody,
  validateReference,
  type FieldConfig,
  type FormValue,
  type FormValues,
} from './referenceConfig';
import {
  useCompetitionTypeOptionsQuery,
  useCreateReferenceMutation,
  useDeleteReferenceMutation,
  useReferenceRecordQuery,
  useUpdateReferenceMutation,
} from './referenceDataApi';
import './referenceTexts';
import { REFERENCE_PATHS, type ReferenceResource } from './resources';

type Mode = 'create' | 'edit';

interface FieldProps {
  field: FieldConfig;
  value: FormValue;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: FormValue) => void;
}

const testIdOf = (field: string) => `reference-form-${field}`;

/** Multi-select of the competition types (divisions). */
const CompetitionTypesInput = ({ field, value, error, disabled, onChange }: FieldProps) => {
  const { t } = useTranslation();
  const message = useMessage();
  const options = useCompetitionTypeOptionsQuery().data?.content ?? [];
  const names = new Map(options.map((option) => [option.id, option.name]));
  const ids = Array.isArray(value) ? value : [];
  return (
    <TextField
      select
      label={t(fieldLabel(field.name))}
      value={ids.map(String)}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ? message(error) : undefined}
      onChange={(event) => {
        const raw = event.target.value as unknown;
        const list = Array.isArray(raw) ? raw : String(raw).split(',');
        onChange(list.map(Number).filter((id) => Number.isInteger(id)));
      }}
      fullWidth
      sx={{ gridColumn: '1 / -1' }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: () => ids.map((id) => names.get(id) ?? String(id)).join(', '),
          SelectDisplayProps: { 'data-testid': testIdOf(field.name) } as HTMLAttributes<HTMLDivElement>,
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem
          key={option.id}
          value={String(option.id)}
          data-testid={`${testIdOf(field.name)}-option-${option.id}`}
        >
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** One input of the form, chosen by the field's kind. */
const FieldInput = (props: FieldProps) => {
  const { t } = useTranslation();
  const message = useMessage();
  const { field, value, error, disabled, onChange } = props;
  const label = t(fieldLabel(field.name));
  switch (field.kind) {
    case 'switch':
      return (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Switch
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
              slotProps={{
                input: { 'data-testid': testIdOf(field.name) } as InputHTMLAttributes<HTMLInputElement>,
              }}
            />
          }
        />
      );
    case 'competitionTypes':
      return <CompetitionTypesInput {...props} />;
    case 'number':
      return (
        <TextField
          label={label}
          type="number"
          value={typeof value === 'string' ? value : ''}
          required={field.required}
          disabled={disabled}
          error={Boolean(error)}
          helperText={error ? message(error) : undefined}
          onChange={(event) => onChange(event.target.value)}
          fullWidth
          slotProps={{
            htmlInput: { 'data-testid': testIdOf(field.name), min: field.min, step: 1, inputMode: 'numeric' },
          }}
        />
      );
    default:
      return (
        <TextInput
          label={label}
          testId={testIdOf(field.name)}
          value={typeof value === 'string' ? value : ''}
          required={field.required}
          disabled={disabled}
          error={error}
          maxLength={field.maxLength}
          onChange={onChange}
        />
      );
  }
};

interface FormProps {
  resource: ReferenceResource;
  id: number | null;
  initial: FormValues;
  writer: boolean;
}

const ReferenceForm = ({ resource, id, initial, writer }: FormProps) => {
  const config = REFERENCE_CONFIGS[resource];
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [create, creating] = useCreateReferenceMutation();
  const [update, updating] = useUpdateReferenceMutation();
  const [remove, removing] = useDeleteReferenceMutation();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const clientErrors = validateReference(config, values);
  const listPath = REFERENCE_PATHS.list(resource);

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
      const body = toReferenceBody(config, values);
      if (id === null) await create({ resource, body }).unwrap();
      else await update({ resource, id, body }).unwrap();
      notify.success(resourceText(resource, id === null ? 'created' : 'saved'), { name: body.name });
      navigate(listPath);
    } catch (error) {
      if ((error as { status?: unknown }).status === 401) return;
      const { fieldErrors, message } = fieldErrorsFromError(
        error,
        fieldNames(config),
        REFERENCE_ERROR_FIELDS,
      );
      setServerErrors(fieldErrors);
      if (message) dispatch(errorOccurred(message));
      else notify.error('admin.common.checkFields');
    }
  };

  const confirmDelete = () => {
    if (id === null) return;
    remove({ resource, id })
      .unwrap()
      .then(() => {
        notify.success('reference.common.deleted', { name: initial.name });
        navigate(listPath);
      })
      .catch(() => setConfirming(false)); // the shared error bar shows the failure
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="reference-form">
      {writer ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('reference.common.readOnly')}
        </Alert>
      )}
      <FormSection>
        {config.fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            error={(submitted ? clientErrors[field.name] : undefined) || serverErrors[field.name]}
            disabled={!writer}
            onChange={(value) => {
              setValues((previous) => ({ ...previous, [field.name]: value }));
              setServerErrors({});
            }}
          />
        ))}
      </FormSection>
      <FormActions
        saving={creating.isLoading || updating.isLoading}
        disabled={!writer}
        testId="reference-form-save"
        onCancel={() => navigate(listPath)}
        extra={
          writer && id !== null ? (
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => setConfirming(true)}
              data-testid="reference-form-delete"
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
        title={t('reference.common.deleteTitle')}
        text={t('reference.common.deleteText', { name: initial.name })}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};

/** Create (`<resource>/create`) and edit (`<resource>/:id`) of one reference-data record. */
const ReferenceFormPage = ({ resource, mode }: { resource: ReferenceResource; mode: Mode }) => {
  const config = REFERENCE_CONFIGS[resource];
  const { t } = useTranslation();
  const writer = canWriteReference(useAppSelector(selectPermissions));
  const id = routeId(useParams().id);
  useScrollTop();
  const record = useReferenceRecordQuery(mode === 'edit' && id !== null ? { resource, id } : skipToken);
  const listPath = REFERENCE_PATHS.list(resource);
  if (mode === 'edit' && id === null) return <Navigate to={listPath} replace />;
  return (
    <Box data-testid={`reference-${mode}-page-${resource}`} sx={{ maxWidth: 900 }}>
      <PageTitle>
        {mode === 'create'
          ? t(resourceText(resource, 'createTitle'))
          : t(resourceText(resource, 'editTitle'), { name: record.data?.name ?? '' })}
      </PageTitle>
      {mode === 'create' ? (
        <ReferenceForm resource={resource} id={null} initial={emptyValues(config)} writer={writer} />
      ) : record.data && !record.isFetching ? (
        <ReferenceForm
          key={record.data.id}
          resource={resource}
          id={id}
          initial={recordValues(config, record.data)}
          writer={writer}
        />
      ) : (
        <RecordState error={record.error} backTo={listPath} testId="reference-form" />
      )}
    </Box>
  );
};

export default ReferenceFormPage;
