import { runTimerThread } from '@portal/service-kit/timer-thread';
import { startHoldTimers } from './jobs/hold-timers';
import type { RegistrationConfig } from './service';

// the registration's timer thread (service.ts, timerThread): holds end on time under a rush
await runTimerThread<RegistrationConfig>((ctx) => startHoldTimers(ctx, ctx.config.HOLD_SWEEP_INTERVAL_MS));
