import { runTimerThread } from '@portal/service-kit/timer-thread';
import { tickFairQueues } from './domain/fair-queue/pacer';
import { startHoldTimers } from './jobs/hold-timers';
import { fairQueuePolicy, type RegistrationConfig } from './service';

// the registration's timer thread (service.ts, timerThread): holds end on time under a rush
await runTimerThread<RegistrationConfig>((ctx) => {
  startHoldTimers(ctx, ctx.config.HOLD_SWEEP_INTERVAL_MS);
  // fair opening's draw and pacer (docs/fair-opening.md): decided in the database, safe on every replica
  const policy = fairQueuePolicy(ctx.config);
  ctx.jobs.sweepEvery(ctx.config.FAIR_QUEUE_TICK_MS, () =>
    tickFairQueues(ctx.db, policy).catch((err: unknown) =>
      ctx.logger.warn({ err }, 'fair queue tick failed; next round retries'),
    ),
  );
});
