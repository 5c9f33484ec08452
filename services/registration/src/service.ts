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
  expiry: HoldExpiry;
  timeStates: ItemTimeStates;
}

/** registration: holds, orders, order items, waiting lists, carts, reservation codes, reservations, sign-up rules, squad occupancy. */
export const registrationService: ServiceDefinition<typeof config, RegistrationParts> = {
  name: 'registration',
  schema: 'registration',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  config,
  prepare: (ctx) => ({
    expiry: new HoldExpiry(ctx),
    timeStates: new ItemTimeStates(ctx, ctx.config.ITEM_STATE_SWEEP_INTERVAL_MS),
  }),
  handlers: (_ctx, { timeStates }) => [
    ...replicaHandlers((tx, competitionId) => timeStates.competitionChanged(tx, competitionId)),
    ...nameHandlers(),
    ...paymentHandlers(),
  ],
  jobs: (ctx, { timeStates }) => {
    timeStates.start();
    return new AutoCancel(ctx, ctx.config.AUTO_CANCEL_DAY_MS, ctx.config.AUTO_CANCEL_INTERVAL_MS).start();
  },
  // holds end in a thread of their own: a rush's requests cannot delay them (docs/replicas-and-schedulers.md)
  timerThread: new URL('./timers', import.meta.url),
  routes: (ctx, { expiry }) => [
    signUpRoutes(ctx, expiry, guestPolicy(ctx.config)),
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
