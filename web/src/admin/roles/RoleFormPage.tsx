import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { Role } from '@portal/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { errorOccurred } from '../../notifications/notificationsSlice';
import { PageTitle } from '../../pages/PageTitle';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { canChooseRoleClient } from '../access';
import { ADMIN_PATHS, routeId } from '../adminPaths';
import { useClientOptionsQuery } from '../api/clientsApi';
import {
  useCreateUserRoleMutation,
  useDeleteUserRoleMutation,
  useUpdateUserRoleMutation,
  useUserPermissionsQuery,
  useUserRoleQuery,
} from '../api/rolesApi';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { fieldErrorsFromError, hasErrors, type FieldErrors } from '../common/fieldErrors';
import { FormActions, FormSection, SelectInput, ShowField, TextInput } from '../common/FormParts';
import { focusFirstInvalid, useNotify, useScrollTop } from '../common/hooks';
import { useCategoryLabel, usePermissionLabel, useRoleLabel } from '../common/labels';
import { TitleActions, useErrorText } from '../common/ListParts';
import { RecordState } from '../common/PageState';
import {
  emptyRoleForm,
  groupPermissions,
  groupSelection,
  normalizeRoleName,
  ROLE_FORM_FIELDS,
  ROLE_NAME_ERROR_KEYS,
  roleValuesFromRole,
  toggleGroup,
  togglePermission,
  toRoleBody,
  validateRoleForm,
  type RoleFormField,
  type RoleFormValues,
} from './roleForm';

type Mode = 'create' | 'edit' | 'show';

interface PermissionsProps {
  selected: readonly string[];
  readOnly: boolean;
  onChange: (selected: string[]) => void;
}

/** Checkboxes of every permission, one block per category, with a select-all per category. */
const PermissionsTab = ({ selected, readOnly, onChange }: PermissionsProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const categoryLabel = useCategoryLabel();
  const permissionLabel = usePermissionLabel();
  const available = useUserPermissionsQuery();
  const groups = useMemo(() => groupPermissions(available.data?.content ?? []), [available.data]);
  if (available.error)
    return (
      <Alert severity="error" data-testid="role-permissions-error">
        {t('admin.roles.permissionsLoadFailed')} {errorText(available.error)}
      </Alert>
    );
  if (available.isLoading) return <Skeleton variant="rounded" height={160} />;
  // permissions of the role that the list does not offer (any more) stay visible
  const unknown = selected.filter((name) => !groups.some((group) => group.permissions.includes(name)));
  const blocks = unknown.length ? [...groups, { category: 'unknown', permissions: unknown }] : groups;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {blocks.map((group) => {
        const state = groupSelection(group, selected);
        return (
          <Paper
            key={group.category}
            variant="outlined"
            sx={{ p: 2 }}
            data-testid={`role-category-${group.category}`}
          >
            <FormControlLabel
              label={
                <Typography variant="h3" component="span">
                  {categoryLabel(group.category)}
                </Typography>
              }
              control={
                <Checkbox
                  checked={state === 'all'}
                  indeterminate={state === 'some'}
                  disabled={readOnly}
                  onChange={() => onChange(toggleGroup(selected, group))}
                  slotProps={{
                    input: {
                      'data-testid': `role-category-toggle-${group.category}`,
                      'aria-label': t('admin.roles.selectCategory', {
                        category: categoryLabel(group.category),
                      }),
                    } as InputHTMLAttributes<HTMLInputElement>,
                  }}
                />
              }
            />
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
                columnGap: 2,
                pl: { xs: 0, sm: 4 },
              }}
            >
              {group.permissions.map((permission) => (
                <FormControlLabel
                  key={permission}
                  sx={{ alignItems: 'flex-start', my: 0.5 }}
                  control={
                    <Checkbox
                      size="small"
                      sx={{ pt: 0.25 }}
                      checked={selected.includes(permission)}
                      disabled={readOnly}
                      onChange={() => onChange(togglePermission(selected, permission))}
                      slotProps={{
                        input: {
                          'data-testid': `role-permission-${permission}`,
                        } as InputHTMLAttributes<HTMLInputElement>,
                      }}
                    />
                  }
                  label={
                    <Box>
                      <Typography variant="body2">{permissionLabel(permission)}</Typography>
                      {permissionLabel(permission) !== permission ? (
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          sx={{ overflowWrap: 'anywhere' }}
                        >
                          {permission}
                        </Typography>
                      ) : null}
                    </Box>
                  }
                />
              ))}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
};

interface FormProps {
  mode: Mode;
  role: Role | null;
}

const RoleForm = ({ mode, role }: FormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const roleLabel = useRoleLabel();
  const permissions = useAppSelector(selectPermissions);
  const mayChooseClient = canChooseRoleClient(permissions);
  const clients = useClientOptionsQuery(mayChooseClient ? undefined : skipToken);
  const [createRole, creating] = useCreateUserRoleMutation();
  const [updateRole, updating] = useUpdateUserRoleMutation();
  const [deleteRole, deleting] = useDeleteUserRoleMutation();
  const [values, setValues] = useState<RoleFormValues>(() =>
    role ? roleValuesFromRole(role) : emptyRoleForm(mayChooseClient),
  );
  const [tab, setTab] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<RoleFormField>>({});
  const [confirmOpen, setConfirmOpen] = useState(false);

  const reserved = Boolean(role?.reserved);
  const readOnly = mode === 'show' || reserved;
  const clientErrors = validateRoleForm(values, !mayChooseClient);
  const errorOf = (field: RoleFormField) => (submitted && clientErrors[field]) || serverErrors[field];
  const set = <K extends RoleFormField>(field: K, value: RoleFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    setSubmitted(true);
    if (hasErrors(clientErrors)) {
      setTab(0);
      notify.error('admin.common.checkFields');
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const body = toRoleBody(values, mayChooseClient);
      if (role) await updateRole({ id: role.id, body }).unwrap();
      else await createRole(body).unwrap();
      notify.success(role ? 'admin.roles.saved' : 'admin.roles.created', { name: body.name });
      navigate(ADMIN_PATHS.userRoles);
    } catch (error) {
      if ((error as { status?: unknown }).status === 401) return;
      const { fieldErrors, message } = fieldErrorsFromError(error, ROLE_FORM_FIELDS, ROLE_NAME_ERROR_KEYS);
      setServerErrors(fieldErrors);
      if (message) dispatch(errorOccurred(message));
      else {
        setTab(0);
        notify.error('admin.common.checkFields');
        focusFirstInvalid(formRef.current);
      }
    }
  };

  const remove = () => {
    if (!role) return;
    deleteRole(role.id)
      .unwrap()
      .then(() => {
        notify.success('admin.roles.deleted', { name: role.name });
        navigate(ADMIN_PATHS.userRoles);
      })
      .catch(() => setConfirmOpen(false));
  };

  const clientOptions = (clients.data?.content ?? []).map((client) => ({
    value: client.id,
    label: client.name,
  }));

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="role-form"
    >
      <TitleActions>
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(ADMIN_PATHS.userRoles)}>
          {t('admin.common.backToList')}
        </Button>
        {mode === 'show' && role ? (
          <Button
            variant="contained"
            startIcon={<EditIcon />}
            disabled={reserved}
            onClick={() => navigate(ADMIN_PATHS.userRoleEdit(role.id))}
            data-testid="role-show-edit"
          >
            {t('admin.common.edit')}
          </Button>
        ) : null}
        {role ? (
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteIcon />}
            disabled={reserved}
            onClick={() => setConfirmOpen(true)}
            data-testid="role-form-delete"
          >
            {t('admin.common.delete')}
          </Button>
        ) : null}
      </TitleActions>
      {reserved ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="role-reserved">
          {t('admin.roles.reservedHint')}
        </Alert>
      ) : null}
      <Tabs
        value={tab}
        onChange={(_event, next: number) => setTab(next)}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab label={t('admin.roles.tabs.role')} data-testid="role-form-tab-role" />
        <Tab
          label={t('admin.roles.tabs.permissions', { count: values.permissions.length })}
          data-testid="role-form-tab-permissions"
        />
      </Tabs>
      <Box hidden={tab !== 0}>
        <FormSection>
          {readOnly ? (
            <>
              <ShowField
                label={t('admin.roles.fields.name')}
                value={
                  roleLabel(values.name) !== values.name
                    ? `${values.name} (${roleLabel(values.name)})`
                    : values.name
                }
              />
              <ShowField label={t('admin.roles.fields.client')} value={role?.client?.name} />
            </>
          ) : (
            <>
              <TextInput
                label={t('admin.roles.fields.name')}
                testId="role-form-name"
                value={values.name}
                required
                error={errorOf('name')}
                helperText={t('admin.roles.nameHint')}
                onChange={(value) => set('name', normalizeRoleName(value))}
              />
              {mayChooseClient ? (
                <SelectInput
                  label={t('admin.roles.fields.client')}
                  testId="role-form-client"
                  value={values.client}
                  options={clientOptions}
                  emptyLabel={t('admin.roles.noClient')}
                  error={errorOf('client')}
                  onChange={(value) => set('client', value)}
                />
              ) : null}
            </>
          )}
        </FormSection>
      </Box>
      <Box hidden={tab !== 1} sx={{ mb: 2 }}>
        <PermissionsTab
          selected={values.permissions}
          readOnly={readOnly}
          onChange={(selected) => set('permissions', selected)}
        />
      </Box>
      {readOnly ? null : (
        <FormActions
          saving={creating.isLoading || updating.isLoading}
          testId="role-form-save"
          onCancel={() => navigate(ADMIN_PATHS.userRoles)}
        />
      )}
      <ConfirmDialog
        open={confirmOpen}
        danger
        busy={deleting.isLoading}
        title={t('admin.roles.deleteTitle')}
        text={t('admin.roles.deleteText', { name: role?.name ?? '' })}
        onConfirm={remove}
        onClose={() => setConfirmOpen(false)}
      />
    </Box>
  );
};

/** User role create (`userRoles/create`), edit (`userRoles/:id`) and show (`userRoles/:id/show`). */
const RoleFormPage = ({ mode }: { mode: Mode }) => {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  useScrollTop();
  const role = useUserRoleQuery(mode !== 'create' && id !== null ? id : skipToken);
  if (mode !== 'create' && id === null) return <Navigate to={ADMIN_PATHS.userRoles} replace />;
  const name = role.data?.name ?? '';
  const title =
    mode === 'create'
      ? t('admin.roles.createTitle')
      : t(mode === 'show' ? 'admin.roles.showTitle' : 'admin.roles.editTitle', { name });
  return (
    <Box data-testid={`role-${mode}-page`}>
      <PageTitle>{title}</PageTitle>
      {mode === 'create' ? (
        <RoleForm mode="create" role={null} />
      ) : role.data && !role.isFetching ? (
        <RoleForm key={`${mode}-${role.data.id}`} mode={mode} role={role.data} />
      ) : (
        <RecordState error={role.error} backTo={ADMIN_PATHS.userRoles} testId="role-form" />
      )}
    </Box>
  );
};

export default RoleFormPage;
