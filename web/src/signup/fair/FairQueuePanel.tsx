import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatViennaDateTime } from '@portal/contracts/vienna-time';
import { useMessage } from '../../i18n/useMessage';
import type { PublicCompetitionDetail } from '../../public/types';
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

/** A 64-digit hash's line before it is known: its place, invisible (the same height when it comes). */
const HASH_PLACE = '0'.repeat(64);

/** A hash or seed with its label; not known yet: its place, invisible and without its test id. */
const Code = ({ label, value, testId }: { label: string; value: string | null; testId: string }) => (
  <Typography
    variant="body2"
    sx={{ overflowWrap: 'anywhere', visibility: value ? undefined : 'hidden' }}
    aria-hidden={value ? undefined : true}
    data-testid={value ? testId : undefined}
  >
    {label}{' '}
    <Box component="code" sx={{ fontSize: '0.8rem' }}>
      {value ?? HASH_PLACE}
    </Box>
  </Typography>
);

/** What the panel reads of the competition page's own answer. */
type FairCompetition = Pick<
  PublicCompetitionDetail,
  'id' | 'registrationStart' | 'registrationEnd' | 'fairOpeningLeadMinutes'
>;

/**
 * "Faire Anmeldung" on the competition page (docs/fair-opening.md): join the pre-queue, then the
 * live position and estimated wait, the seed's hash (the seed once drawn) and, when the turn has
 * come, the admission window's countdown; the page's sign-up button opens with the token. Its
 * place is taken from the first render, from the competition's own dates (the pre-queue's
 * opening, the seed's lines due), so the queue's answer never pushes the page's content down.
 */
export const FairQueuePanel = ({ competition }: { competition: FairCompetition }) => {
  const { t } = useTranslation();
  const message = useMessage();
  const { info, entry, joined, join, joining, error } = useFairQueue(competition.id);
  const seconds = useSecondsLeft(entry?.windowEndsAt ?? null);
  const now = serverClock.now() ?? Date.now();
  const start = competition.registrationStart ? Date.parse(competition.registrationStart) : NaN;
  const end = competition.registrationEnd ? Date.parse(competition.registrationEnd) : Infinity;
  if (Number.isNaN(start) || now >= end) return null; // no pre-queue, or the queue has ended
  if (info && (!info.fairOpening || !info.joinFrom)) return null;
  const opensAt = info?.opensAt ? Date.parse(info.opensAt) : start;
  const joinFrom = info?.joinFrom
    ? Date.parse(info.joinFrom)
    : start - competition.fairOpeningLeadMinutes * 60_000;
  const at = (ms: number) => formatViennaDateTime(ms);
  const open = now >= joinFrom;
  const ended = Boolean(info?.endedAt) && !joined;
  const state = entry?.state ?? 'NONE';
  const wait = entry?.estimatedWaitSeconds ?? null;
  const waitText =
    wait === null
      ? ''
      : wait < 60
        ? t('signUp.fair.waitUnderMinute')
        : t('signUp.fair.waitMinutes', { count: Math.ceil(wait / 60) });
  const seed = entry?.seed ?? info?.seed ?? null;
  const seedHash = entry?.seedHash ?? info?.seedHash ?? null;
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
        {t('signUp.fair.explain', { joinFrom: at(joinFrom), opensAt: at(opensAt) })}
      </Typography>
      {!joined && (
        // a button's height whatever it holds: the queue's answer may turn it into the ended note
        <Box sx={{ minHeight: 36.5, display: 'flex', alignItems: 'center' }}>
          {ended ? (
            <Typography variant="body2">{t('signUp.fair.ended')}</Typography>
          ) : (
            <Button
              variant="contained"
              onClick={join}
              disabled={!info || !open || joining}
              data-testid="fair-queue-join"
            >
              {open ? t('signUp.fair.join') : t('signUp.fair.joinFrom', { when: at(joinFrom) })}
            </Button>
          )}
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
      {/* the hash is published once the pre-queue opens, the seed once drawn at the opening */}
      {(seedHash || open) && (
        <Code label={t('signUp.fair.seedHash')} value={seedHash} testId="fair-queue-seed-hash" />
      )}
      {(seed || now >= opensAt) && (
        <Code label={t('signUp.fair.seed')} value={seed} testId="fair-queue-seed" />
      )}
    </Paper>
  );
};
