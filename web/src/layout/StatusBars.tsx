import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isSupportedBrowser } from '../browser/supportedBrowser';
import { MARKETING_PAGES } from '../config';
import { PATHS } from '../routes/paths';
import { selectIdentity, selectIsLoggedIn, selectPermissions } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';

const barSx = { borderRadius: 0 } as const;

// the user agent does not change while the page lives
const unsupportedBrowser = typeof navigator !== 'undefined' && !isSupportedBrowser(navigator.userAgent);

/** Red bar below the spec's minimum browsers; it has no close button on purpose. */
export const UnsupportedBrowserBar = () => {
  const { t } = useTranslation();
  if (!unsupportedBrowser) return null;
  return (
    <Alert severity="error" variant="filled" sx={barSx} data-testid="unsupported-browser-bar">
      {t('bars.unsupportedBrowser')}
    </Alert>
  );
};

/** Orange bar for a logged-in user whose premium payment is not valid; stays open. */
export const PaymentBar = () => {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const identity = useAppSelector(selectIdentity);
  const shooter = useAppSelector(selectPermissions).includes('IS_USER_SHOOTER');
  if (!loggedIn || !identity || identity.paymentValid) return null;
  return (
    <Alert severity="warning" variant="filled" sx={barSx} data-testid="payment-bar">
      {t('bars.paymentMissing')}{' '}
      {shooter ? (
        <>
          <Link component={RouterLink} to={PATHS.premium} color="inherit" data-testid="payment-bar-premium">
            {t('bars.paymentBuy')}
          </Link>{' '}
        </>
      ) : null}
      <Link href={MARKETING_PAGES.whyRegister} target="_blank" rel="noopener noreferrer" color="inherit">
        {t('bars.paymentMore')}
      </Link>
    </Alert>
  );
};
