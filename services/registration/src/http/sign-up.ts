import {
  itemTokenParamsSchema,
  prepareOrderBodySchema,
  reserveOrderBodySchema,
  updateStandBodySchema,
} from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { throttleValidate } from '../domain/codes/validate';
import { FullSquadHint } from '../domain/orders/full-squad-hint';
import {
  MULTIPLE_WAITING_LIST_SQUAD_ID,
  refuseMultipleWhenFull,
} from '../domain/orders/multiple-waiting-list';
import { signerFor } from '../domain/orders/on-behalf';
import { prepareOrder } from '../domain/orders/prepare-order';
import { reserveOrder } from '../domain/orders/reserve-order';
import { updateStand } from '../domain/orders/update-stand';
import { withUserLock } from '../domain/orders/user-lock';
import type { HoldExpiry } from '../jobs/hold-expiry';
import type { RushMetrics } from '../rush-metrics';
import type { GuestPolicy } from '../domain/guests/sessions';
import { guestPassOf } from './guest-session';
import { FairSwitchHint, markServed, requireAdmission } from '../domain/fair-queue/gate';
import type { FairQueuePolicy } from '../domain/fair-queue/policy';

/**
 * The sign-up dialog's calls (docs/seat-invariant.md). Anybody may sign up (a guest
 * without an account with a guest session, see guest-session.ts; the item token is then the key
 * to the order); a signed-in user's order answers only to that user. Paths: prepareOrder and updateStand/{itemToken} as the spec
 * writes them, reserveOrder as gateway/src/routes.ts assigns it.
 */
export function signUpRoutes(
  ctx: ServiceContext,
  { expiry, rush }: { expiry: HoldExpiry; rush: RushMetrics },
  guests: GuestPolicy,
  fairQueue: FairQueuePolicy,
): RouteRegistry {
  const tags = ['sign-up'];
  const fullSquads = new FullSquadHint(ctx.db);
  const fairSwitch = new FairSwitchHint(ctx.db);
  return new RouteRegistry()
    .add({
      method: 'post',
      path: '/api/publicResources/prepareOrder',
      summary:
        'Holds a place (or a waiting-list slot) for the competition type’s countdown; events are reserved at once',
      tags,
      access: 'public',
      body: prepareOrderBodySchema,
      // every decision counted by its outcome and timed (docs/metrics.md)
      handler: ({ user, body, req }) =>
        rush.decide(async () => {
          // without an account: only with a guest session (docs/guest-holds.md)
          const guest = user.id === null ? await guestPassOf(ctx, guests, req) : null;
          const { competitionId } = body.orderItems[0]!;
          // fair opening: while the queue runs, only the caller's own admission (docs/fair-opening.md)
          const admitted = await requireAdmission(
            ctx.db,
            fairSwitch,
            fairQueue,
            competitionId,
            user,
            guest,
            body.admissionToken,
          );
          // a code try counts in validate's limit: INVALID_CODE / CODE_USED are no code oracle
          if (body.orderItems[0]!.reservationCode)
            await throttleValidate(ctx.redis, user, req.ip ?? 'unknown');
          // signing up someone else: refused before their lock is touched (nobody can block it), no shortcut
          const { userId: forUserId, squadId } = body.orderItems[0]!;
          if (forUserId) await signerFor(ctx.db, user, forUserId);
          else if (squadId === MULTIPLE_WAITING_LIST_SQUAD_ID)
            await refuseMultipleWhenFull(ctx.db, user, body);
          else await fullSquads.refuseWhenFull(user, body);
          const run = () => fullSquads.watch(user, body, () => prepareOrder(ctx.db, user, body, guest));
          const lockKey = guest
            ? `lock:prepare:guest:${guest.session}`
            : `lock:prepare:${forUserId ?? user.id}`;
          const { order, newHold, released } = await withUserLock(ctx.redis, lockKey, run);
          if (newHold && order.expiresAt) await expiry.schedule(order.id, order.expiresAt);
          for (const orderId of released ?? []) await expiry.released(orderId);
          if (admitted) await markServed(ctx.db, competitionId, admitted);
          return order;
        }),
    })
    .add({
      method: 'put',
      path: '/api/publicResources/updateStand/:itemToken',
      summary: 'Chooses a free stand of the held place’s squad (none for waiting-list places)',
      tags,
      access: 'public',
      params: itemTokenParamsSchema,
      body: updateStandBodySchema,
      handler: ({ user, params, body }) =>
        updateStand(ctx.db, user, params.itemToken, body.orderItems[0]!.squadStandId),
    })
    .add({
      method: 'post',
      path: '/api/publicResources/reserveOrder',
      summary: 'Personal data and terms: the held order becomes RESERVED and its countdown ends',
      tags,
      access: 'public',
      body: reserveOrderBodySchema,
      handler: async ({ user, body, req }) => {
        const guest = user.id === null ? await guestPassOf(ctx, guests, req) : null;
        const order = await reserveOrder(ctx.db, user, body, guest);
        await expiry.reserved(order.id);
        return order;
      },
    });
}
