import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendConfirmationMutation, type LoginFailure } from './loginApi';
import { loginErrorMessageKey, type LoginErrorKey } from './loginErrors';

/** "1:05" for 65 seconds. */
const minutesText = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The wait the server asked for (Retry-After), in seconds under two minutes, else in minutes. */
export const useWaitText = () => {
  const { t } = useTranslation();
  return (seconds: number | null) =>
    seconds === null
      ? null
      : seconds < 120
        ? t('login.waitSeconds', { count: seconds })
        : t('login.waitMinutes', { time: minutesText(seconds) });
};

/**
 * Why a login was refused (docs/people-data-and-consent.md): after too many attempts how long to
 * wait; for an unconfirmed e-mail a button that mails a new confirmation link for the same name
 * and password.
 */
export const LoginRefusal = ({
  error,
  retryAfter,
  credentials,
}: {
  error: LoginErrorKey;
  retryAfter: number | null;
  credentials: { username: string; password: string };
}) => {
  const { t } = useTranslation();
  const waitText = useWaitText();
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const [outcome, setOutcome] = useState<'resent' | 'resendNotNow' | 'resendFailed' | null>(null);
  const [resendWait, setResendWait] = useState<number | null>(null);
  const throttled = error === 'TOO_MANY_LOGIN_ATTEMPTS' || error === 'TOO_MANY_REQUESTS';

  const ask = async () => {
    const answer = await resend(credentials);
    if ('data' in answer && answer.data) setOutcome(answer.data.sent ? 'resent' : 'resendNotNow');
    else {
      setOutcome('resendFailed');
      setResendWait((answer.error as LoginFailure | undefined)?.retryAfter ?? null);
    }
  };

  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Alert severity="error" data-testid="login-error" data-error={error}>
        {t(loginErrorMessageKey(error))}
        {throttled && retryAfter !== null && (
          <span data-testid="login-wait" data-seconds={retryAfter}>
            {' '}
            {waitText(retryAfter)}
          </span>
        )}
      </Alert>
      {error === 'Not_verified' && outcome !== 'resent' && (
        <Button
          variant="outlined"
          onClick={() => void ask()}
          disabled={isLoading}
          data-testid="login-resend-confirmation"
        >
          {t('login.resend')}
        </Button>
      )}
      {outcome && (
        <Alert
          severity={outcome === 'resendFailed' ? 'error' : 'success'}
          data-testid="login-resend-outcome"
          data-outcome={outcome}
          role="status"
        >
          {t(`login.${outcome}`)} {waitText(resendWait)}
        </Alert>
      )}
    </Stack>
  );
};
