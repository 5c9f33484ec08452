import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useMessage } from '../../i18n/useMessage';
import { routeId } from '../adminPaths';
import { fieldErrorsFromError } from '../common/fieldErrors';
import { FormActions, FormSection, TextInput } from '../common/FormParts';
import { useNotify } from '../common/hooks';
import { RecordFormPage, useRecordForm } from '../common/RecordForm';
import {
  useCreateMaintenanceMutation,
  useDeleteMaintenanceMutation,
  useMaintenanceRecordQuery,
  useUpdateMaintenanceMutation,
} from './maintenanceApi';
import {
  emptyMaintenanceValues,
  MAINTENANCE_FIELDS,
  MAX_REASON_LENGTH,
  maintenanceValues,
  toMaintenanceBody,
  validateMaintenance,
  type MaintenanceField,
  type MaintenanceValues,
} from './maintenanceForm';
import { MAINTENANCE_PATHS } from './maintenancePaths';
import './maintenanceTexts';

type Mode = 'create' | 'edit';

const testIdOf = (field: MaintenanceField) => `maintenance-form-${field}`;

interface FormProps {
  id: number | null;
  initial: MaintenanceValues;
}

const MaintenanceForm = ({ id, initial }: FormProps) => {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const notify = useNotify();
  const [create, creating] = useCreateMaintenanceMutation();
  const [update, updating] = useUpdateMaintenanceMutation();
  const [remove, removing] = useDeleteMaintenanceMutation();
  const { values, set, errorOf, onSubmit } = useRecordForm<MaintenanceValues, MaintenanceField>({
    initial,
    validate: validateMaintenance,
    serverErrors: (error) => fieldErrorsFromError(error, MAINTENANCE_FIELDS),
    save: async (values) => {
      const body = toMaintenanceBody(values);
      if (id === null) await create(body).unwrap();
      else await update({ id, body }).unwrap();
      notify.success(id === null ? 'maintenance.created' : 'maintenance.saved', { name: body.reason });
      navigate(MAINTENANCE_PATHS.list);
    },
  });

  /** The `datetime-local` inputs of the period. */
  const date = (field: 'fromDate' | 'toDate') => (
    <TextInput
      type="datetime-local"
      label={t(`maintenance.fields.${field}`)}
      testId={testIdOf(field)}
      value={values[field]}
      required
      error={errorOf(field)}
      onChange={(value) => set(field, value)}
    />
  );
  const messageError = errorOf('message');

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="maintenance-form">
      <FormSection>
        <TextInput
          label={t('maintenance.fields.reason')}
          testId={testIdOf('reason')}
          value={values.reason}
          required
          error={errorOf('reason')}
          maxLength={MAX_REASON_LENGTH}
          onChange={(value) => set('reason', value)}
        />
        <FormControlLabel
          label={t('maintenance.fields.active')}
          control={
            <Switch
              checked={values.active}
              onChange={(event) => set('active', event.target.checked)}
              slotProps={{
                input: { 'data-testid': testIdOf('active') } as InputHTMLAttributes<HTMLInputElement>,
              }}
            />
          }
        />
        <TextField
          label={t('maintenance.fields.message')}
          value={values.message}
          required
          multiline
          minRows={3}
          error={Boolean(messageError)}
          helperText={messageError ? message(messageError) : t('maintenance.messageHelp')}
          onChange={(event) => set('message', event.target.value)}
          fullWidth
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ htmlInput: { 'data-testid': testIdOf('message') } }}
        />
        {date('fromDate')}
        {date('toDate')}
      </FormSection>
      <FormActions
        saving={creating.isLoading || updating.isLoading}
        testId="maintenance-form-save"
        onCancel={() => navigate(MAINTENANCE_PATHS.list)}
        remove={
          id !== null
            ? {
                texts: 'maintenance',
                name: initial.reason,
                testId: 'maintenance-form-delete',
                busy: removing.isLoading,
                remove: () => remove(id).unwrap(),
                donePath: MAINTENANCE_PATHS.list,
              }
            : undefined
        }
      />
    </Box>
  );
};

/** Create (`maintenanceWindows/create`) and edit (`maintenanceWindows/:id`) of a maintenance window. */
const MaintenanceFormPage = ({ mode }: { mode: Mode }) => {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const record = useMaintenanceRecordQuery(mode === 'edit' && id !== null ? id : skipToken);
  return (
    <RecordFormPage
      create={mode === 'create'}
      id={id}
      record={record}
      listPath={MAINTENANCE_PATHS.list}
      title={
        mode === 'create'
          ? t('maintenance.createTitle')
          : t('maintenance.editTitle', { name: record.data?.reason ?? '' })
      }
      testId={`maintenance-${mode}-page`}
      formTestId="maintenance-form"
    >
      {(data) =>
        data ? (
          <MaintenanceForm key={data.id} id={id} initial={maintenanceValues(data)} />
        ) : (
          <MaintenanceForm id={null} initial={emptyMaintenanceValues()} />
        )
      }
    </RecordFormPage>
  );
};

export default MaintenanceFormPage;
