import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverClock, secondsLeftAt } from './serverClock';
import { countdownColour, countdownPercent, formatCountdown } from './signUpLogic';

/** By the server's clock; the device's only until the offset is measured (the page measures it on load). */
const left = (expiresAt: string, holdSeconds: number) =>
  secondsLeftAt(expiresAt, serverClock.now() ?? Date.now(), holdSeconds);

/**
 * The hold's countdown from the server's `expiresAt` by the server's clock, so a device clock ahead
 * or behind shows the time the server still holds the place (docs/sign-up-opening.md), ticking every
 * second (docs/sign-up-opening.md); `onExpired` once it reaches 0.
 */
export const Countdown = ({
  expiresAt,
  holdSeconds,
  onExpired,
}: {
  expiresAt: string;
  /** the competition's reservation time: the countdown never shows more */
  holdSeconds: number;
  onExpired: () => void;
}) => {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(() => left(expiresAt, holdSeconds));

  useEffect(() => {
    const tick = () => setSeconds(left(expiresAt, holdSeconds));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt, holdSeconds]);

  useEffect(() => {
    if (seconds <= 0) onExpired();
  }, [seconds, onExpired]);

  const colour = countdownColour(seconds);
  const time = formatCountdown(seconds);
  return (
    <Box
      // stays in view while the dialog's content scrolls (a phone's full-screen dialog especially)
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        position: 'sticky',
        top: 0,
        zIndex: 2,
        bgcolor: 'background.paper',
        py: 1,
        mb: 1,
      }}
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
          aria-label={t('signUp.countdown.label', { time })}
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
            {time}
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2" role="timer" aria-live="off" data-testid="signup-countdown-text">
        {t('signUp.countdown.label', { time })}
      </Typography>
    </Box>
  );
};
