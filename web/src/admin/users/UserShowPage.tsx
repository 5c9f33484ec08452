import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import type { UserDetail } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { PageTitle } from '../../pages/PageTitle';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { canEditUser } from '../access';
import { ADMIN_PATHS, routeId } from '../adminPaths';
import { useReferenceOptionsQuery, type ReferenceList } from '../api/referenceApi';
import { useDecideClubMembershipMutation, useUserQuery } from '../api/usersApi';
import '../mailLog/mailLogTexts';
import { MAIL_LOG_PATHS } from '../mailLog/mailLogPaths';
import { countryName } from '../common/countries';
import { CountryLabel } from '../../geo/CountryFlag';
import { FormSection, ShowField } from '../common/FormParts';
import { TitleActions } from '../common/ListParts';
import { useNotify, useScrollTop } from '../common/hooks';
import { useRoleLabel, useStateLabel } from '../common/labels';
import { RecordState } from '../common/PageState';
import { UserStatusChips } from './UserStatusChips';

const useNameOf = (list: ReferenceList) => {
  const { data } = useReferenceOptionsQuery(list);
  return useMemo(() => {
    const names = new Map((data?.content ?? []).map((item) => [item.id, item.name]));
    return (ref: { id: number } | null) => (ref ? (names.get(ref.id) ?? `#${ref.id}`) : '');
  }, [data]);
};

const UserDetails = ({ user }: { user: UserDetail }) => {
  const { t, i18n } = useTranslation();
  const roleLabel = useRoleLabel();
  const stateLabel = useStateLabel();
  const clubName = useNameOf('clubsPubList');
  const className = useNameOf('competitionClasses');
  const divisionName = useNameOf('divisions');
  const factorName = useNameOf('factors');
  const isUser = user.userRoles.some((role) => role.name === 'ROLE_USER');
  const field = (key: string, value: string | null | undefined, wide = false) => (
    <ShowField label={t(`admin.users.fields.${key}`)} value={value} wide={wide} />
  );
  return (
    <>
      <FormSection title={t('admin.users.sections.account')}>
        {field('username', user.username)}
        {field('email', user.email)}
        {field('role', user.userRoles.map((role) => roleLabel(role.name)).join(', '))}
        {field('club', clubName(user.club))}
        <ShowField label={t('admin.users.columns.status')} value={<UserStatusChips user={user} spaced />} />
        {field('paymentUntil', user.paymentUntil ? formatDate(user.paymentUntil) : '')}
        {field('createdAt', formatDateTime(user.createdAt))}
        {field('selectedLanguage', t(`language.${user.selectedLanguage}`))}
      </FormSection>
      <FormSection title={t('admin.users.sections.person')}>
        {field('salutation', user.salutation ? t(`admin.users.salutations.${user.salutation}`) : '')}
        {field('degree', user.degree)}
        {field('firstName', user.firstName)}
        {field('lastName', user.lastName)}
      </FormSection>
      {isUser ? (
        <>
          <FormSection title={t('admin.users.sections.contact')}>
            {field('address', user.address, true)}
            {field('zip', user.zip)}
            {field('city', user.city)}
            <ShowField
              label={t('admin.users.fields.country')}
              value={
                user.country ? (
                  <CountryLabel code={user.country} name={countryName(user.country, i18n.language)} />
                ) : null
              }
            />
            {field('state', user.country && user.state ? stateLabel(user.country, user.state) : user.state)}
            {field('telephone', user.telephone)}
          </FormSection>
          <FormSection title={t('admin.users.sections.shooter')}>
            {field('competitionClass', className(user.competitionClass))}
            {field('division', divisionName(user.division))}
            {field('factor', factorName(user.factor))}
            {field('alias', user.alias)}
            {field('cowboyName', user.cowboyName)}
            {field('sassNumber', user.sassNumber)}
            {field('ipscNumber', user.ipscNumber)}
            {field('ipscRegion', user.ipscRegion)}
            {field('ipscAlias', user.ipscAlias)}
          </FormSection>
          <FormSection title={t('admin.users.sections.other')}>
            {field('allowInformations', t(user.allowInformations ? 'admin.common.yes' : 'admin.common.no'))}
            {field('deputyMail', t(user.deputyMail ? 'admin.common.yes' : 'admin.common.no'))}
            {field('bmdAccountNumber', user.bmdAccountNumber)}
          </FormSection>
        </>
      ) : null}
    </>
  );
};

/** Confirm or reject a club membership that waits for the club (club admins of the club, admins). */
const MembershipActions = ({ user }: { user: UserDetail }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const [decide, deciding] = useDecideClubMembershipMutation();
  const run = (confirmed: boolean) =>
    void decide({ id: user.id, confirmed })
      .unwrap()
      .then(() =>
        notify.success(confirmed ? 'admin.users.membershipConfirmed' : 'admin.users.membershipRejected', {
          username: user.username,
        }),
      )
      // failures are shown by the error dialog of the shared error state
      .catch(() => undefined);
  return (
    <>
      <Button
        variant="contained"
        color="success"
        startIcon={<HowToRegIcon />}
        disabled={deciding.isLoading}
        onClick={() => run(true)}
        data-testid="user-show-confirm-membership"
      >
        {t('admin.users.confirmMembership')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<PersonOffIcon />}
        disabled={deciding.isLoading}
        onClick={() => run(false)}
        data-testid="user-show-reject-membership"
      >
        {t('admin.users.rejectMembership')}
      </Button>
    </>
  );
};

/** Read-only view of a user (`users/:id/show`); a row click of the list opens it. */
const UserShowPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = useAppSelector(selectPermissions);
  const id = routeId(useParams().id);
  useScrollTop();
  const user = useUserQuery(id ?? 0, { skip: id === null });
  if (id === null) return <Navigate to={ADMIN_PATHS.users} replace />;
  return (
    <Box data-testid="user-show-page" sx={{ maxWidth: 900 }}>
      <PageTitle>{t('admin.users.showTitle', { username: user.data?.username ?? '' })}</PageTitle>
      <TitleActions>
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(ADMIN_PATHS.users)}>
          {t('admin.common.backToList')}
        </Button>
        {canEditUser(permissions) && user.data?.clubMembership === 'PENDING' ? (
          <MembershipActions user={user.data} />
        ) : null}
        {/* the mail log has the guard of this page; notification allows the same readers
            (admins, the club admin of the user's club) */}
        {user.data ? (
          <Button
            startIcon={<MailOutlineIcon />}
            onClick={() => navigate(MAIL_LOG_PATHS.user(id))}
            data-testid="user-show-mail-log"
          >
            {t('mailLog.open')}
          </Button>
        ) : null}
        {canEditUser(permissions) && user.data ? (
          <Button
            variant="contained"
            startIcon={<EditIcon />}
            onClick={() => navigate(ADMIN_PATHS.userEdit(id))}
            data-testid="user-show-edit"
          >
            {t('admin.common.edit')}
          </Button>
        ) : null}
      </TitleActions>
      {user.data ? (
        <UserDetails user={user.data} />
      ) : (
        <RecordState error={user.error} backTo={ADMIN_PATHS.users} testId="user-show" />
      )}
    </Box>
  );
};

export default UserShowPage;
