import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { MARKETING_PAGES } from '../config';
import { PageTitle } from '../pages/PageTitle';
import { useVerifyTokenMutation } from './accountApi';
import { useGoToLogin } from './useGoToLogin';
// the screen's texts come with its chunk
import './pageTexts';

type Outcome = { state: 'pending' } | { state: 'verified' } | { state: 'failed' };

/** confirmRegistration/{token}: verifying, then success or VERIFY_ERROR (said as what to do next). */
const VerifyPage = () => {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const goToLogin = useGoToLogin();
  const [verify] = useVerifyTokenMutation();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'pending' });
  // a token is single-use: send it once even when effects run twice (StrictMode)
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    setOutcome({ state: 'pending' });
    void verify(token).then((result) => setOutcome({ state: result.error ? 'failed' : 'verified' }));
  }, [token, verify]);

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageTitle>{t('verify.title')}</PageTitle>
      {outcome.state === 'pending' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} data-testid="verify-pending">
          <CircularProgress size={24} />
          <Typography>{t('verify.verifying')}</Typography>
        </Box>
      )}
      {outcome.state === 'verified' && (
        <Box data-testid="verify-success">
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('verify.success')}
          </Alert>
          <Typography sx={{ mb: 3 }}>
            {t('verify.benefits')}{' '}
            <Link
              href={MARKETING_PAGES.whyRegister}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="verify-benefits-link"
            >
              {t('verify.benefitsLink')}
            </Link>
          </Typography>
          <Button variant="contained" onClick={goToLogin} data-testid="verify-login">
            {t('verify.toLogin')}
          </Button>
        </Box>
      )}
      {outcome.state === 'failed' && (
        <Box>
          {/* a used link and a wrong one answer alike (the token is gone); a second click on the
              mail's link is the common case, so the page says how to go on (docs/web-usability.md) */}
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="verify-error">
            {t('verify.failed')}
          </Alert>
          <Button variant="contained" onClick={goToLogin} data-testid="verify-login">
            {t('verify.toLogin')}
          </Button>
        </Box>
      )}
    </Box>
  );
};

export default VerifyPage;
