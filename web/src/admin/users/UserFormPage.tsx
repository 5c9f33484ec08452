import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../pages/PageTitle';
import { ADMIN_PATHS, routeId } from '../adminPaths';
import { useUserQuery } from '../api/usersApi';
import { FormActions } from '../common/FormParts';
import { useScrollTop } from '../common/hooks';
import { RecordState } from '../common/PageState';
import { UserDeputies } from './UserDeputies';
import {
  AccountSection,
  ContactSection,
  OtherSection,
  PersonSection,
  ShooterSection,
} from './UserFormSections';
import { emptyUserForm, ROLE_USER, valuesFromDetail, type FormMode, type UserFormValues } from './userForm';
import { useUserForm } from './useUserForm';

interface FormProps {
  mode: FormMode;
  id: number | null;
  initial: UserFormValues;
}

const UserForm = ({ mode, id, initial }: FormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useUserForm(mode, id, initial);
  return (
    <Box
      component="form"
      ref={form.formRef}
      noValidate
      onSubmit={(event) => void form.submit(event)}
      data-testid="user-form"
    >
      <AccountSection form={form} />
      <PersonSection form={form} />
      {form.flags.isUser ? (
        <>
          <ContactSection form={form} />
          <ShooterSection form={form} />
          <OtherSection form={form} />
        </>
      ) : null}
      <FormActions
        saving={form.saving}
        disabled={form.checking !== null}
        testId="user-form-save"
        onCancel={() => navigate(ADMIN_PATHS.users)}
        extra={
          mode === 'edit' && id !== null ? (
            <Button startIcon={<VisibilityIcon />} onClick={() => navigate(ADMIN_PATHS.userShow(id))}>
              {t('admin.common.show')}
            </Button>
          ) : null
        }
      />
    </Box>
  );
};

/**
 * User create (`users/create`) and edit (`users/:id`); a saved shooter's deputies below the form
 * (docs/club-and-user-admin.md).
 */
const UserFormPage = ({ mode }: { mode: FormMode }) => {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  useScrollTop();
  const user = useUserQuery(mode === 'edit' && id !== null ? id : skipToken);
  if (mode === 'edit' && id === null) return <Navigate to={ADMIN_PATHS.users} replace />;
  const title =
    mode === 'create'
      ? t('admin.users.createTitle')
      : t('admin.users.editTitle', { username: user.data?.username ?? '' });
  const shooter = user.data?.userRoles.some((role) => role.name === ROLE_USER) ?? false;
  return (
    <Box data-testid={mode === 'create' ? 'user-create-page' : 'user-edit-page'} sx={{ maxWidth: 900 }}>
      <PageTitle>{title}</PageTitle>
      {mode === 'create' ? (
        <UserForm mode="create" id={null} initial={emptyUserForm()} />
      ) : user.data && !user.isFetching ? (
        <>
          <UserForm key={user.data.id} mode="edit" id={id} initial={valuesFromDetail(user.data)} />
          {shooter ? <UserDeputies userId={user.data.id} deputies={user.data.deputies} /> : null}
        </>
      ) : (
        <RecordState error={user.error} backTo={ADMIN_PATHS.users} testId="user-form" />
      )}
    </Box>
  );
};

export default UserFormPage;
