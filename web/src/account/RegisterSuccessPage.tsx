import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../pages/PageTitle';
import { PATHS } from '../routes/paths';
// the screen's texts come with its chunk
import './pageTexts';

/** After registration: the account must be confirmed through the mailed link. */
const RegisterSuccessPage = () => {
  const { t } = useTranslation();
  return (
    <Box data-testid="register-success" sx={{ maxWidth: 760 }}>
      <PageTitle>{t('register.successTitle')}</PageTitle>
      <Alert severity="success" sx={{ mb: 2 }}>
        {t('register.successText')}
      </Alert>
      <Typography sx={{ mb: 3 }}>{t('register.successHint')}</Typography>
      <Button
        variant="contained"
        component={RouterLink}
        to={PATHS.dashboard}
        data-testid="register-success-home"
      >
        {t('register.toDashboard')}
      </Button>
    </Box>
  );
};

export default RegisterSuccessPage;
