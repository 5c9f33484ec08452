import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@portal/service-kit';
import { z } from 'zod';
import { nameHandlers } from './events/name-handlers';
import { replicaHandlers } from './events/replica-handlers';
import { publicReadRoutes } from './http/participants';
import { codeRoutes } from './http/codes';
import { reservationRoutes } from './http/reservations';
import { cartRoutes } from './http/cart';
import { orderItemsListRoutes } from './http/order-items-list';
import { signUpRoutes } from './http/sign-up';
import { HoldExpiry } from './jobs/hold-expiry';

const config = {
  /** how often each process looks for overdue holds whose expiry job was lost */
  HOLD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
};

const expiries = new WeakMap<object, HoldExpiry>();

/** registration: holds, orders, order items, waiting lists, carts, reservation codes, reservations, sign-up rules, squad occupancy. */
export const registrationService: ServiceDefinition<typeof config> = {
  name: 'registration',
  schema: 'registration',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  config,
  handlers: () => [...replicaHandlers(), ...nameHandlers()],
  jobs: (ctx) => {
    const expiry = new HoldExpiry(ctx, ctx.config.HOLD_SWEEP_INTERVAL_MS);
    expiries.set(ctx, expiry);
    expiry.start();
  },
  routes: (ctx) => [
    signUpRoutes(ctx, expiries.get(ctx)!),
    publicReadRoutes(ctx),
    codeRoutes(ctx),
    reservationRoutes(ctx),
    cartRoutes(ctx),
    orderItemsListRoutes(ctx),
  ],
};
