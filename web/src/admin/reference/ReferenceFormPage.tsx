import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query';
import type { HTMLAttributes, InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useMessage } from '../../i18n/useMessage';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { canWriteReference } from '../access';
import { routeId } from '../adminPaths';
import { fieldErrorsFromError } from '../common/fieldErrors';
import { FormActions, FormSection, TextInput } from '../common/FormParts';
import { useNotify } from '../common/hooks';
import { RecordFormPage, useRecordForm } from '../common/RecordForm';
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
  const notify = useNotify();
  const [create, creating] = useCreateReferenceMutation();
  const [update, updating] = useUpdateReferenceMutation();
  const [remove, removing] = useDeleteReferenceMutation();
  const listPath = REFERENCE_PATHS.list(resource);
  const { values, set, errorOf, onSubmit } = useRecordForm<FormValues, string>({
    initial,
    validate: (values) => validateReference(config, values),
    serverErrors: (error) => fieldErrorsFromError(error, fieldNames(config), REFERENCE_ERROR_FIELDS),
    save: async (values) => {
      const body = toReferenceBody(config, values);
      if (id === null) await create({ resource, body }).unwrap();
      else await update({ resource, id, body }).unwrap();
      notify.success(resourceText(resource, id === null ? 'created' : 'saved'), { name: body.name });
      navigate(listPath);
    },
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="reference-form">
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
            error={errorOf(field.name)}
            disabled={!writer}
            onChange={(value) => set(field.name, value)}
          />
        ))}
      </FormSection>
      <FormActions
        saving={creating.isLoading || updating.isLoading}
        disabled={!writer}
        testId="reference-form-save"
        onCancel={() => navigate(listPath)}
        remove={
          writer && id !== null
            ? {
                texts: 'reference.common',
                name: String(initial.name ?? ''),
                testId: 'reference-form-delete',
                busy: removing.isLoading,
                remove: () => remove({ resource, id }).unwrap(),
                donePath: listPath,
              }
            : undefined
        }
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
  const record = useReferenceRecordQuery(mode === 'edit' && id !== null ? { resource, id } : skipToken);
  return (
    <RecordFormPage
      create={mode === 'create'}
      id={id}
      record={record}
      listPath={REFERENCE_PATHS.list(resource)}
      title={
        mode === 'create'
          ? t(resourceText(resource, 'createTitle'))
          : t(resourceText(resource, 'editTitle'), { name: record.data?.name ?? '' })
      }
      testId={`reference-${mode}-page-${resource}`}
      formTestId="reference-form"
    >
      {(data) =>
        data ? (
          <ReferenceForm
            key={data.id}
            resource={resource}
            id={id}
            initial={recordValues(config, data)}
            writer={writer}
          />
        ) : (
          <ReferenceForm resource={resource} id={null} initial={emptyValues(config)} writer={writer} />
        )
      }
    </RecordFormPage>
  );
};

export default ReferenceFormPage;
