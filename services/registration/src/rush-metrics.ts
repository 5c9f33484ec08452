import type { PreparedOrder } from '@portal/contracts';
import {
  Counter,
  DomainError,
  gaugeOnScrape,
  Histogram,
  LAG_BUCKETS,
  type ServiceContext,
} from '@portal/service-kit';

/** Names the timer thread reports by (it has no registry of its own: timer-thread.ts sends them over). */
export const HOLDS_ENDED = 'portal_holds_ended_total';
export const HOLD_EXPIRY_LAG = 'portal_hold_expiry_lag_seconds';

/** How a hold ended: its countdown ran out, its dialog was left (or replaced), or it was reserved. */
export type HoldEnd = 'expired' | 'released' | 'reserved';

/**
 * The sign-up rush in /metrics (docs/metrics.md): holds taken and ended, prepareOrder's decisions
 * by outcome and their duration, the hold expiry's lag (observed in the timer thread), and the
 * running holds. No label carries a user or competition: outcomes are error keys, a bounded set.
 */
export function createRushMetrics(ctx: ServiceContext) {
  const registers = [ctx.metrics.registry];
  gaugeOnScrape(
    ctx.metrics.registry,
    {
      name: 'portal_holds_running',
      help: 'Orders held now (PREPARE), all replicas together: aggregate with max',
    },
    async () => {
      const { rows } = await ctx.database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM registration.orders WHERE status = 'PREPARE'`,
      );
      return [[{}, rows[0]!.n]];
    },
  );
  // expiry lag: from the hold's end (expiresAt) to the commit that released it, by the job or the sweep
  new Histogram({
    name: HOLD_EXPIRY_LAG,
    help: 'How long after its countdown a hold was ended, by path (job, sweep)',
    labelNames: ['path'],
    buckets: LAG_BUCKETS,
    registers,
  });
  const holdsTaken = new Counter({
    name: 'portal_holds_taken_total',
    help: 'Holds taken by prepareOrder (places and waiting-list slots with a countdown)',
    registers,
  });
  const holdsEnded = new Counter({
    name: HOLDS_ENDED,
    help: 'Holds ended, by how (expired, released, reserved)',
    labelNames: ['how'],
    registers,
  });
  const decisions = new Counter({
    name: 'portal_prepare_decisions_total',
    help: 'prepareOrder decisions by outcome: held, waiting_list, reserved (events) or the refusal error key',
    labelNames: ['outcome'],
    registers,
  });
  const decisionDuration = new Histogram({
    name: 'portal_prepare_decision_duration_seconds',
    help: 'Time prepareOrder took to decide, from its handler’s start to its answer',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  return {
    holdTaken: () => holdsTaken.inc(),
    holdEnded: (how: HoldEnd) => holdsEnded.inc({ how }),
    /** runs one prepareOrder decision, counting its outcome and timing it */
    async decide(decision: () => Promise<PreparedOrder>): Promise<PreparedOrder> {
      const end = decisionDuration.startTimer();
      let outcome = 'INTERNAL_ERROR';
      try {
        const order = await decision();
        outcome =
          order.status === 'RESERVED'
            ? 'reserved'
            : order.orderItems[0].waitingList
              ? 'waiting_list'
              : 'held';
        return order;
      } catch (error) {
        // a bounded set of keys (429 is TOO_MANY_REQUESTS); anything else counts as INTERNAL_ERROR
        if (error instanceof DomainError) outcome = error.key;
        throw error;
      } finally {
        end();
        decisions.inc({ outcome });
      }
    },
  };
}
export type RushMetrics = ReturnType<typeof createRushMetrics>;
