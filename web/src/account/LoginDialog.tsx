import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMessage } from '../i18n/useMessage';
import { PATHS } from '../routes/paths';
import { sessionStarted } from '../session/sessionSlice';
import { useAppDispatch } from '../store/hooks';
import { requiredRule } from './fieldRules';
import { useLoginMutation, type LoginFailure } from './loginApi';
import { loginErrorKey, type LoginErrorKey } from './loginErrors';
import { LoginRefusal } from './LoginRefusal';
import { toSessionIdentity } from './sessionIdentity';
import { testIdProps } from './testIds';
// the screen's texts come with its chunk
import './pageTexts';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The login dialog (docs/web-app.md): username, password, links to register and
 * forgot password; Enter submits. Success stores token and identity and reloads the page.
 */
const LoginDialog = ({ open, onClose }: Props) => {
  const { t } = useTranslation();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [login, { isLoading }] = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<LoginErrorKey | null>(null);
  const [retryAfter, setRetryAfter] = useState<number | null>(null);

  const usernameError = submitted ? requiredRule(username) : null;
  const passwordError = submitted ? requiredRule(password) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (requiredRule(username) || requiredRule(password)) return;
    const result = await login({ username: username.trim(), password });
    if (result.error) {
      setError(loginErrorKey(result.error));
      setRetryAfter((result.error as LoginFailure).retryAfter ?? null);
      return;
    }
    if (!result.data.token) {
      setError('Unauthorized');
      return;
    }
    dispatch(sessionStarted({ token: result.data.token, identity: toSessionIdentity(result.data.identity) }));
    // the session is persisted synchronously; reload so every screen starts with the new rights
    window.location.reload();
  };

  const close = () => {
    setError(null);
    setSubmitted(false);
    setPassword('');
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby="login-dialog-title"
      data-testid="login-dialog"
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="login-dialog-title">{t('login.title')}</DialogTitle>
        <DialogContent>
          {error && (
            <LoginRefusal
              // a new refusal starts the resend afresh
              key={`${error}-${username}`}
              error={error}
              retryAfter={retryAfter}
              credentials={{ username: username.trim(), password }}
            />
          )}
          <TextField
            label={t('login.username')}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            autoComplete="username"
            autoFocus
            fullWidth
            margin="normal"
            required
            error={Boolean(usernameError)}
            helperText={usernameError ? message(usernameError) : undefined}
            slotProps={{ htmlInput: { ...testIdProps('login-username'), maxLength: 255 } }}
          />
          <TextField
            label={t('login.password')}
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            fullWidth
            margin="normal"
            required
            error={Boolean(passwordError)}
            helperText={passwordError ? message(passwordError) : undefined}
            slotProps={{ htmlInput: { ...testIdProps('login-password'), maxLength: 128 } }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mt: 1 }}>
            <Link
              component={RouterLink}
              to={PATHS.resetPassword}
              onClick={close}
              data-testid="login-forgot-link"
            >
              {t('login.forgot')}
            </Link>
            <Link
              component={RouterLink}
              to={PATHS.userRegister}
              onClick={close}
              data-testid="login-register-link"
            >
              {t('login.register')}
            </Link>
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} data-testid="login-cancel">
            {t('login.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};

export default LoginDialog;
