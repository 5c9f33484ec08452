import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
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
import { ConfirmDialog } from '../common/ConfirmDialog';
import { fieldErrorsFromError, hasErrors, type FieldErrors } from '../common/fieldErrors';
import { FormActions, FormSection, TextInput } from '../common/FormParts';
import { focusFirstInvalid, useNotify, useScrollTop } from '../common/hooks';
import { RecordState } from '../common/PageState';
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

interface InputProps {
  field: 'message' | 'fromDate' | 'toDate';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The multiline message and the `datetime-local` inputs of the period. */
const PlainInput = ({ field, value, error, onChange }: InputProps) => {
  const { t } = useTranslation();
  const message = useMessage();
  const multiline = field === 'message';
  return (
    <TextField
      label={t(`maintenance.fields.${field}`)}
      type={multiline ? 'text' : 'datetime-local'}
      value={value}
      required
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      error={Boolean(error)}
      helperText={error ? message(error) : multiline ? t('maintenance.messageHelp') : undefined}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      sx={multiline ? { gridColumn: '1 / -1' } : undefined}
      slotProps={{
        htmlInput: { 'data-testid': testIdOf(field) },
        inputLabel: multiline ? undefined : { shrink: true },
      }}
    />
  );
};

interface FormProps {
  id: number | null;
  initial: MaintenanceValues;
}

const MaintenanceForm = ({ id, initial }: FormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [create, creating] = useCreateMaintenanceMutation();
  const [update, updating] = useUpdateMaintenanceMutation();
  const [remove, removing] = useDeleteMaintenanceMutation();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<MaintenanceField>>({});
  const [confirming, setConfirming] = useState(false);
  const clientErrors = validateMaintenance(values);
  const errorOf = (field: MaintenanceField) =>
    (submitted ? clientErrors[field] : undefined) || serverErrors[field];
  const set = <F extends MaintenanceField>(field: F, value: MaintenanceValues[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors({});
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
      const body = toMaintenanceBody(values);
      if (id === null) await create(body).unwrap();
      else await update({ id, body }).unwrap();
      notify.success(id === null ? 'maintenance.created' : 'maintenance.saved', { name: body.reason });
      navigate(MAINTENANCE_PATHS.list);
    } catch (error) {
      if ((error as { status?: unknown }).status === 401) return;
      const { fieldErrors, message } = fieldErrorsFromError(error, MAINTENANCE_FIELDS);
      setServerErrors(fieldErrors);
      if (message) dispatch(errorOccurred(message));
      else notify.error('admin.common.checkFields');
    }
  };

  const confirmDelete = () => {
    if (id === null) return;
    remove(id)
      .unwrap()
      .then(() => {
        notify.success('maintenance.deleted', { name: initial.reason });
        navigate(MAINTENANCE_PATHS.list);
      })
      .catch(() => setConfirming(false)); // the shared error bar shows the failure
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="maintenance-form">
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
        <PlainInput
          field="message"
          value={values.message}
          error={errorOf('message')}
          onChange={(value) => set('message', value)}
        />
        <PlainInput
          field="fromDate"
          value={values.fromDate}
          error={errorOf('fromDate')}
          onChange={(value) => set('fromDate', value)}
        />
        <PlainInput
          field="toDate"
          value={values.toDate}
          error={errorOf('toDate')}
          onChange={(value) => set('toDate', value)}
        />
      </FormSection>
      <FormActions
        saving={creating.isLoading || updating.isLoading}
        testId="maintenance-form-save"
        onCancel={() => navigate(MAINTENANCE_PATHS.list)}
        extra={
          id !== null ? (
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => setConfirming(true)}
              data-testid="maintenance-form-delete"
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
        title={t('maintenance.deleteTitle')}
        text={t('maintenance.deleteText', { name: initial.reason })}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};

/** Create (`maintenanceWindows/create`) and edit (`maintenanceWindows/:id`) of a maintenance window. */
const MaintenanceFormPage = ({ mode }: { mode: Mode }) => {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  useScrollTop();
  const record = useMaintenanceRecordQuery(mode === 'edit' && id !== null ? id : skipToken);
  if (mode === 'edit' && id === null) return <Navigate to={MAINTENANCE_PATHS.list} replace />;
  return (
    <Box data-testid={`maintenance-${mode}-page`} sx={{ maxWidth: 900 }}>
      <PageTitle>
        {mode === 'create'
          ? t('maintenance.createTitle')
          : t('maintenance.editTitle', { name: record.data?.reason ?? '' })}
      </PageTitle>
      {mode === 'create' ? (
        <MaintenanceForm id={null} initial={emptyMaintenanceValues()} />
      ) : record.data && !record.isFetching ? (
        <MaintenanceForm key={record.data.id} id={id} initial={maintenanceValues(record.data)} />
      ) : (
        <RecordState error={record.error} backTo={MAINTENANCE_PATHS.list} testId="maintenance-form" />
      )}
    </Box>
  );
};

export default MaintenanceFormPage;
