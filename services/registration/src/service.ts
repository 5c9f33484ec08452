import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@portal/service-kit';
import { z } from 'zod';
import { nameHandlers } from './events/name-handlers';
import { paymentHandlers } from './events/payment-handlers';
import { replicaHandlers } from './events/replica-handlers';
import { publicReadRoutes } from './http/participants';
import { codeRoutes } from './http/codes';
import { reservationRoutes } from './http/reservations';
import { cartRoutes } from './http/cart';
import { itemPaymentRoutes } from './http/item-payment';
import { orderItemsListRoutes } from './http/order-items-list';
import { orderAdminRoutes } from './http/order-admin';
import { ownItemRoutes } from './http/own-items';
import { signUpRoutes } from './http/sign-up';
import { AutoCancel } from './jobs/auto-cancel';
import { HoldExpiry } from './jobs/hold-expiry';
import { ItemTimeStates } from './jobs/item-states';

const config = {
  /** how often each process looks for overdue holds whose expiry job was lost */
  HOLD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  /** how often each process repairs registrations' time states whose job was lost */
  ITEM_STATE_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(60_000),
  /** the length of a day of `payOnTime` for the automatic cancellation; tests shorten it */
  AUTO_CANCEL_DAY_MS: z.coerce.number().int().min(100).default(86_400_000),
  /** how often the automatic cancellation looks for unpaid registrations that are due */
  AUTO_CANCEL_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(60_000),
};

const expiries = new WeakMap<object, HoldExpiry>();
const timeStates = new WeakMap<object, ItemTimeStates>();
/** one per service context, whichever of handlers and jobs asks first */
const timeStatesOf = (ctx: Parameters<NonNullable<ServiceDefinition<typeof config>['jobs']>>[0]) => {
  let states = timeStates.get(ctx);
  if (!states) {
    states = new ItemTimeStates(ctx, ctx.config.ITEM_STATE_SWEEP_INTERVAL_MS);
    timeStates.set(ctx, states);
  }
  return states;
};

/** registration: holds, orders, order items, waiting lists, carts, reservation codes, reservations, sign-up rules, squad occupancy. */
export const registrationService: ServiceDefinition<typeof config> = {
  name: 'registration',
  schema: 'registration',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  config,
  handlers: (ctx) => [
    ...replicaHandlers((tx, competitionId) => timeStatesOf(ctx).competitionChanged(tx, competitionId)),
    ...nameHandlers(),
    ...paymentHandlers(),
  ],
  jobs: (ctx) => {
    const expiry = new HoldExpiry(ctx, ctx.config.HOLD_SWEEP_INTERVAL_MS);
    expiries.set(ctx, expiry);
    expiry.start();
    timeStatesOf(ctx).start();
    return new AutoCancel(ctx, ctx.config.AUTO_CANCEL_DAY_MS, ctx.config.AUTO_CANCEL_INTERVAL_MS).start();
  },
  routes: (ctx) => [
    signUpRoutes(ctx, expiries.get(ctx)!),
    publicReadRoutes(ctx),
    codeRoutes(ctx),
    reservationRoutes(ctx),
    cartRoutes(ctx),
    orderItemsListRoutes(ctx),
    orderAdminRoutes(ctx),
    ownItemRoutes(ctx),
    itemPaymentRoutes(ctx),
  ],
};
