import { useNavigate } from 'react-router-dom';
import { PATHS } from '../routes/paths';
import { openLoginDialog } from './loginDialogState';

/** "Go to login" (verification and reset pages): opens the login dialog and shows the competitions. */
export const useGoToLogin = () => {
  const navigate = useNavigate();
  return () => {
    // the spec goes to competitionList; that screen does not exist yet, so the dashboard it is
    navigate(PATHS.dashboard);
    openLoginDialog();
  };
};
