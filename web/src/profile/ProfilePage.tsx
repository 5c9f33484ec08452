import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { errorKeyOf } from '../account/formErrors';
import { useMessage } from '../i18n/useMessage';
import { PageTitle } from '../pages/PageTitle';
import { PATHS } from '../routes/paths';
import { selectIdentity, selectIsLoggedIn, selectPermissions } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import { useGetProfileQuery } from './profileApi';
import { ProfileEditor } from './ProfileEditor';
import { CalendarFeedSection } from '../calendar/CalendarFeedSection';
// the screen's texts come with its chunk
import '../account/pageTexts';

const ProfileLoader = ({ userId }: { userId: number }) => {
  const { t } = useTranslation();
  const message = useMessage();
  const identity = useAppSelector(selectIdentity);
  // guest accounts have no calendar feed (docs/calendar-feed.md)
  const guest = useAppSelector(selectPermissions).includes('IS_GUEST');
  const { data: profile, error, isLoading } = useGetProfileQuery(userId);
  return (
    <Box data-testid="profile-page">
      <PageTitle>
        {profile && profile.id !== identity?.id
          ? t('profile.titleOther', { username: profile.username })
          : t('profile.title')}
      </PageTitle>
      {isLoading && <LinearProgress aria-busy="true" />}
      {error && !profile && (
        <Alert severity="error" data-testid="profile-load-error">
          {t('profile.loadFailed')} {message(errorKeyOf(error))}
        </Alert>
      )}
      {profile && <ProfileEditor key={profile.id} profile={profile} own={profile.id === identity?.id} />}
      {profile && profile.id === identity?.id && !guest && <CalendarFeedSection userId={profile.id} />}
    </Box>
  );
};

/** profile/{userId}: own profile (admins any); guests go to the dashboard. */
const ProfilePage = () => {
  const { userId } = useParams();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const identity = useAppSelector(selectIdentity);
  if (!loggedIn || !identity) return <Navigate to={PATHS.dashboard} replace />;
  const id = Number(userId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={`${PATHS.profile}/${identity.id}`} replace />;
  return <ProfileLoader userId={id} />;
};

export default ProfilePage;
