import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { errorOccurred } from '../../notifications/notificationsSlice';
import { PageTitle } from '../../pages/PageTitle';
import { useAppDispatch } from '../../store/hooks';
import { ADMIN_PATHS, routeId } from '../adminPaths';
import { useClientQuery, useCreateClientMutation, useUpdateClientMutation } from '../api/clientsApi';
import { fieldErrorsFromError, hasErrors, type FieldErrors } from '../common/fieldErrors';
import { FormActions, FormSection, TextInput } from '../common/FormParts';
import { useNotify, useScrollTop } from '../common/hooks';
import { RecordState } from '../common/PageState';
import {
  CLIENT_FORM_FIELDS,
  CLIENT_NAME_ERROR_KEYS,
  clientValues,
  emptyClientForm,
  toClientBody,
  validateClientForm,
  type ClientFormField,
  type ClientFormValues,
} from './clientForm';

type Mode = 'create' | 'edit';

const ClientForm = ({ id, initial }: { id: number | null; initial: ClientFormValues }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [createClient, creating] = useCreateClientMutation();
  const [updateClient, updating] = useUpdateClientMutation();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<ClientFormField>>({});
  const clientErrors = validateClientForm(values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(clientErrors)) {
      notify.error('admin.common.checkFields');
      return;
    }
    try {
      const body = toClientBody(values);
      if (id === null) await createClient(body).unwrap();
      else await updateClient({ id, body }).unwrap();
      notify.success(id === null ? 'admin.clients.created' : 'admin.clients.saved', { name: body.name });
      navigate(ADMIN_PATHS.clients);
    } catch (error) {
      if ((error as { status?: unknown }).status === 401) return;
      const { fieldErrors, message } = fieldErrorsFromError(
        error,
        CLIENT_FORM_FIELDS,
        CLIENT_NAME_ERROR_KEYS,
      );
      setServerErrors(fieldErrors);
      if (message) dispatch(errorOccurred(message));
      else notify.error('admin.common.checkFields');
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="client-form">
      <FormSection>
        <TextInput
          label={t('admin.clients.fields.name')}
          testId="client-form-name"
          value={values.name}
          required
          error={(submitted && clientErrors.name) || serverErrors.name}
          onChange={(name) => {
            setValues((previous) => ({ ...previous, name }));
            setServerErrors({});
          }}
        />
        <FormControlLabel
          label={t('admin.clients.fields.active')}
          control={
            <Switch
              checked={values.active}
              onChange={(event) => setValues((previous) => ({ ...previous, active: event.target.checked }))}
              slotProps={{
                input: { 'data-testid': 'client-form-active' } as InputHTMLAttributes<HTMLInputElement>,
              }}
            />
          }
        />
      </FormSection>
      <FormActions
        saving={creating.isLoading || updating.isLoading}
        testId="client-form-save"
        onCancel={() => navigate(ADMIN_PATHS.clients)}
      />
    </Box>
  );
};

/** Client create (`clients/create`, only the name is required) and edit (`clients/:id`). */
const ClientFormPage = ({ mode }: { mode: Mode }) => {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  useScrollTop();
  const client = useClientQuery(mode === 'edit' && id !== null ? id : skipToken);
  if (mode === 'edit' && id === null) return <Navigate to={ADMIN_PATHS.clients} replace />;
  return (
    <Box data-testid={`client-${mode}-page`} sx={{ maxWidth: 900 }}>
      <PageTitle>
        {mode === 'create'
          ? t('admin.clients.createTitle')
          : t('admin.clients.editTitle', { name: client.data?.name ?? '' })}
      </PageTitle>
      {mode === 'create' ? (
        <ClientForm id={null} initial={emptyClientForm()} />
      ) : client.data && !client.isFetching ? (
        <ClientForm key={client.data.id} id={id} initial={clientValues(client.data)} />
      ) : (
        <RecordState error={client.error} backTo={ADMIN_PATHS.clients} testId="client-form" />
      )}
    </Box>
  );
};

export default ClientFormPage;
