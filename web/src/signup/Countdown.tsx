import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownColour, countdownPercent, secondsLeft } from './signUpLogic';

/**
 * The hold's countdown from the server's `expiresAt`, ticking every second (public-portal.md
 * section 4 step 4); `onExpired` once it reaches 0.
 */
export const Countdown = ({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) => {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(() => secondsLeft(expiresAt, Date.now()));

  useEffect(() => {
    const tick = () => setSeconds(secondsLeft(expiresAt, Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);

  useEffect(() => {
    if (seconds <= 0) onExpired();
  }, [seconds, onExpired]);

  const colour = countdownColour(seconds);
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
      data-testid="signup-countdown"
      data-seconds={seconds}
      data-colour={colour}
    >
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <CircularProgress
          variant="determinate"
          value={countdownPercent(seconds)}
          color={colour}
          size={48}
          aria-label={t('signUp.countdown.label', { seconds })}
        />
        <Box
          sx={{
            inset: 0,
            position: 'absolute',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Typography variant="caption" component="span" sx={{ fontWeight: 600 }} aria-hidden>
            {seconds}
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2" role="timer" aria-live="off" data-testid="signup-countdown-text">
        {t('signUp.countdown.label', { seconds })}
      </Typography>
    </Box>
  );
};
