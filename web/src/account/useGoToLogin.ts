import { useNavigate } from 'react-router-dom';
import { PATHS } from '../routes/paths';
import { openLoginDialog } from './loginDialogState';

/** "Go to login" (verification and reset pages): opens the login dialog and goes to competitionList. */
export const useGoToLogin = () => {
  const navigate = useNavigate();
  return () => {
    navigate(PATHS.competitionList);
    openLoginDialog();
  };
};
