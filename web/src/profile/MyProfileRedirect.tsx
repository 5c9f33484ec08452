import { Navigate } from 'react-router-dom';
import { PATHS } from '../routes/paths';
import { selectIdentity } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';

/** The menu's "my profile" (a static route) leads to profile/{own id}; guests go to the dashboard. */
export const MyProfileRedirect = () => {
  const identity = useAppSelector(selectIdentity);
  return <Navigate to={identity ? `${PATHS.profile}/${identity.id}` : PATHS.dashboard} replace />;
};
