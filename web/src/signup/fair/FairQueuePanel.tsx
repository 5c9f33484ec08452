import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatViennaDateTime } from '@portal/contracts/vienna-time';
import { useMessage } from '../../i18n/useMessage';
import { secondsLeftAt, serverClock } from '../serverClock';
import { formatCountdown } from '../signUpLogic';
import '../signUpTexts';
import { useFairQueue } from './useFairQueue';

/** Seconds left of the admission window by the server's clock, ticking every second. */
const useSecondsLeft = (until: string | null) => {
  const left = () => (until ? Math.max(0, secondsLeftAt(until, serverClock.now() ?? Date.now())) : 0);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (!until) return;
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
};

const Code = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid={testId}>
    {label}{' '}
    <Box component="code" sx={{ fontSize: '0.8rem' }}>
      {value}
    </Box>
  </Typography>
);

/**
 * "Faire Anmeldung" on the competition page (docs/fair-opening.md): join the pre-queue, then the
 * live position and estimated wait, the seed's hash (the seed once drawn) and, when the turn has
 * come, the admission window's countdown; the page's sign-up button opens with the token.
 */
export const FairQueuePanel = ({ competitionId }: { competitionId: number }) => {
  const { t } = useTranslation();
  const message = useMessage();
  const { info, entry, joined, join, joining, error } = useFairQueue(competitionId);
  const seconds = useSecondsLeft(entry?.windowEndsAt ?? null);
  if (!info || !info.fairOpening || info.endedAt || !info.joinFrom) return null;
  const now = serverClock.now() ?? Date.now();
  const at = (iso: string | null) => (iso ? formatViennaDateTime(Date.parse(iso)) : '');
  const open = now >= Date.parse(info.joinFrom);
  const state = entry?.state ?? 'NONE';
  const wait = entry?.estimatedWaitSeconds ?? null;
  const waitText =
    wait === null
      ? ''
      : wait < 60
        ? t('signUp.fair.waitUnderMinute')
        : t('signUp.fair.waitMinutes', { count: Math.ceil(wait / 60) });
  const seed = entry?.seed ?? info.seed;
  const seedHash = entry?.seedHash ?? info.seedHash;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="fair-queue-title"
      sx={{ p: 2, mb: 2, display: 'grid', gap: 1 }}
      data-testid="fair-queue"
      data-state={state}
    >
      <Typography id="fair-queue-title" variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
        {t('signUp.fair.title')}
      </Typography>
      <Typography variant="body2">
        {t('signUp.fair.explain', { joinFrom: at(info.joinFrom), opensAt: at(info.opensAt) })}
      </Typography>
      {!joined && (
        <Box>
          <Button
            variant="contained"
            onClick={join}
            disabled={!open || joining}
            data-testid="fair-queue-join"
          >
            {open ? t('signUp.fair.join') : t('signUp.fair.joinFrom', { when: at(info.joinFrom) })}
          </Button>
        </Box>
      )}
      <Box aria-live="polite" data-testid="fair-queue-status">
        {state === 'WAITING' && entry?.position == null && (
          <Alert severity="info">{t('signUp.fair.joined')}</Alert>
        )}
        {state === 'WAITING' && entry?.position != null && (
          <Alert severity="info" data-testid="fair-queue-position" data-position={entry.position}>
            {t('signUp.fair.position', { position: entry.position })} {waitText}
          </Alert>
        )}
        {state === 'ADMITTED' && (
          <Alert severity="success" data-testid="fair-queue-admitted" data-seconds={seconds}>
            {t('signUp.fair.admitted', { time: formatCountdown(seconds) })}
          </Alert>
        )}
        {state === 'SERVED' && <Alert severity="success">{t('signUp.fair.served')}</Alert>}
        {state === 'DROPPED' && <Alert severity="warning">{t('signUp.fair.dropped')}</Alert>}
        {state === 'ENDED' && <Alert severity="info">{t('signUp.fair.ended')}</Alert>}
        {error && <Alert severity="error">{message(error)}</Alert>}
      </Box>
      {seedHash && <Code label={t('signUp.fair.seedHash')} value={seedHash} testId="fair-queue-seed-hash" />}
      {seed && <Code label={t('signUp.fair.seed')} value={seed} testId="fair-queue-seed" />}
    </Paper>
  );
};
