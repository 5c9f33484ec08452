import { fileURLToPath } from 'node:url';
import type { BaseConfig, ServiceDefinition } from '@portal/service-kit';
import { z } from 'zod';
import { nameHandlers } from './events/name-handlers';
import { paymentHandlers } from './events/payment-handlers';
import { replicaHandlers } from './events/replica-handlers';
import { publicReadRoutes } from './http/participants';
import { calendarRoutes } from './http/calendar';
import { codeRoutes } from './http/codes';
import { reservationRoutes } from './http/reservations';
import { specPathRoutes } from './http/spec-paths';
import { cartRoutes } from './http/cart';
import { itemPaymentRoutes } from './http/item-payment';
import { orderItemsListRoutes } from './http/order-items-list';
import { orderAdminRoutes } from './http/order-admin';
import { ownItemRoutes } from './http/own-items';
import { holdReleaseRoutes } from './http/hold-release';
import { signUpRoutes } from './http/sign-up';
import { guestSessionRoutes } from './http/guest-session';
import type { GuestPolicy } from './domain/guests/sessions';
import { AutoCancel } from './jobs/auto-cancel';
import { HoldExpiry } from './jobs/hold-expiry';
import { ItemTimeStates } from './jobs/item-states';
import { createRushMetrics, type RushMetrics } from './rush-metrics';
import { fairQueueRoutes } from './http/fair-queue';
import { admissionSecret, DEVELOPMENT_FAIR_QUEUE_SECRET } from './domain/fair-queue/admission-secret';
import type { FairQueuePolicy } from './domain/fair-queue/policy';

const config = {
  /** how often each process looks for overdue holds whose expiry job was lost */
  HOLD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(250),
  /** how often each process repairs registrations' time states whose job was lost */
  ITEM_STATE_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(60_000),
  /** the length of a day of `payOnTime` for the automatic cancellation; tests shorten it */
  AUTO_CANCEL_DAY_MS: z.coerce.number().int().min(100).default(86_400_000),
  /** how often the automatic cancellation looks for unpaid registrations that are due */
  AUTO_CANCEL_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(60_000),
  /** guest sessions and holds (docs/guest-holds.md): the proof of work's zero bits */
  GUEST_PROOF_BITS: z.coerce.number().int().min(1).max(32).default(16),
  GUEST_SESSION_TTL_SECONDS: z.coerce.number().int().min(60).default(7_200),
  /** sessions one address may mint per window (generous: carrier-grade NAT shares addresses) */
  GUEST_SESSIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
  GUEST_SESSION_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** live unconfirmed (unpaid) guest registrations per address */
  GUEST_HOLDS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** the share (%) of a competition's places and waiting slots guests may hold unconfirmed */
  GUEST_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(50),
  /** fair opening (docs/fair-opening.md): the admission token's key; production needs its own */
  FAIR_QUEUE_SECRET: z.string().min(16).default(DEVELOPMENT_FAIR_QUEUE_SECRET),
  /** admissions per second (derived from the rush bench on this machine, docs/fair-opening.md) */
  FAIR_QUEUE_ADMIT_PER_SECOND: z.coerce.number().min(0.1).max(10_000).default(100),
  /** admitted entries without a hold yet, at most, at once */
  FAIR_QUEUE_MAX_ADMITTED: z.coerce.number().int().min(1).default(500),
  /** how long an admitted entry may take to get its hold */
  FAIR_QUEUE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3_600).default(180),
  /** how often every process's timer draws and paces the queues */
  FAIR_QUEUE_TICK_MS: z.coerce.number().int().min(50).max(60_000).default(250),
  /**
   * the address browsers reach the portal at: the calendar feed's address and its links
   * (docs/calendar-feed.md); the localhost default is refused in production (production-safety)
   */
  PUBLIC_BASE_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
    .default('http://localhost:8080')
    .transform((value) => value.replace(/\/+$/, '')),
};

type OwnConfig = { [K in keyof typeof config]: z.infer<(typeof config)[K]> };
export type RegistrationConfig = BaseConfig & OwnConfig;

export const fairQueuePolicy = (c: OwnConfig & Pick<BaseConfig, 'NODE_ENV'>): FairQueuePolicy => ({
  secret: admissionSecret(c.NODE_ENV, c.FAIR_QUEUE_SECRET),
  admitPerSecond: c.FAIR_QUEUE_ADMIT_PER_SECOND,
  maxAdmitted: c.FAIR_QUEUE_MAX_ADMITTED,
  windowSeconds: c.FAIR_QUEUE_WINDOW_SECONDS,
});

const guestPolicy = (c: OwnConfig): GuestPolicy => ({
  proofBits: c.GUEST_PROOF_BITS,
  sessionTtlSeconds: c.GUEST_SESSION_TTL_SECONDS,
  sessionsPerAddress: c.GUEST_SESSIONS_PER_ADDRESS,
  sessionWindowSeconds: c.GUEST_SESSION_WINDOW_SECONDS,
  holdsPerAddress: c.GUEST_HOLDS_PER_ADDRESS,
  sharePercent: c.GUEST_SHARE_PERCENT,
});

/** The hold expiry and the time states each process shares between its handlers, jobs and routes. */
export interface RegistrationParts {
  rush: RushMetrics;
  expiry: HoldExpiry;
  timeStates: ItemTimeStates;
}

/** registration: holds, orders, order items, waiting lists, carts, reservation codes, reservations, sign-up rules, squad occupancy. */
export const registrationService: ServiceDefinition<typeof config, RegistrationParts> = {
  name: 'registration',
  schema: 'registration',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  config,
  prepare: (ctx) => {
    const rush = createRushMetrics(ctx);
    return {
      rush,
      expiry: new HoldExpiry(ctx, rush),
      timeStates: new ItemTimeStates(ctx, ctx.config.ITEM_STATE_SWEEP_INTERVAL_MS),
    };
  },
  handlers: (_ctx, { timeStates }) => [
    ...replicaHandlers((tx, competitionId) => timeStates.competitionChanged(tx, competitionId)),
    ...nameHandlers(),
    ...paymentHandlers(),
  ],
  jobs: (ctx, { timeStates, expiry }) => {
    expiry.open();
    timeStates.start();
    return new AutoCancel(ctx, ctx.config.AUTO_CANCEL_DAY_MS, ctx.config.AUTO_CANCEL_INTERVAL_MS).start();
  },
  // holds end in a thread of their own: a rush's requests cannot delay them (docs/replicas-and-schedulers.md)
  timerThread: new URL('./timers', import.meta.url),
  routes: (ctx, { expiry, rush }) => [
    signUpRoutes(ctx, { expiry, rush }, guestPolicy(ctx.config), fairQueuePolicy(ctx.config)),
    fairQueueRoutes(ctx, fairQueuePolicy(ctx.config), guestPolicy(ctx.config)),
    holdReleaseRoutes(ctx, expiry),
    guestSessionRoutes(ctx, guestPolicy(ctx.config)),
    publicReadRoutes(ctx),
    codeRoutes(ctx),
    reservationRoutes(ctx),
    cartRoutes(ctx),
    specPathRoutes(ctx),
    orderItemsListRoutes(ctx),
    orderAdminRoutes(ctx),
    ownItemRoutes(ctx),
    itemPaymentRoutes(ctx),
    calendarRoutes(ctx, ctx.config.PUBLIC_BASE_URL),
  ],
};
