import {
  prepareOrderBodySchema,
  reserveOrderBodySchema,
  statesOf,
  submitCartBodySchema,
  type CartPaymentMethod,
  type EventEnvelope,
} from '@portal/contracts';
import { DomainError, GUEST, type AuthUser, type Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { submitCart } from '../services/registration/src/domain/cart/submit-cart';
import { payItem as markPaid } from '../services/registration/src/domain/order-admin/toggles';
import type { ItemKey } from '../services/registration/src/domain/orders/item-owner';
import { cancelOwnItem } from '../services/registration/src/domain/orders/own-item';
import { prepareOrder } from '../services/registration/src/domain/orders/prepare-order';
import { reserveOrder } from '../services/registration/src/domain/orders/reserve-order';
import { nameHandlers } from '../services/registration/src/events/name-handlers';
import { replicaHandlers } from '../services/registration/src/events/replica-handlers';

/**
 * Demo registrations for `npm start` (issue 11): a few orders on the demo competitions so that
 * myCompetitions, the order lists and the exports show data on a fresh start. Everything goes
 * through registration's own domain steps (prepareOrder, reserveOrder, the checkout, the
 * back-office pay toggle, the shooter's cancel), so the occupancy rows, waiting lists and
 * outbox events are exactly what the same clicks would leave.
 *
 * The seed runs before the services: registration's replicas (competitions, squads, users,
 * names) are still empty then. They are filled first from the catalog's and identity's outbox
 * with registration's own event handlers (each snapshot applies only when newer, so the same
 * events delivered later by the broker change nothing). Idempotent: an entry whose person
 * already has a registration for the competition is not signed up again, and its pay and cancel
 * steps are only done when still missing.
 */

/** Someone without an account (the sign-up dialog's guest). */
interface DemoGuest {
  firstName: string;
  lastName: string;
  email: string;
}

interface DemoRegistration {
  /** the demo competition's name (services/catalog/src/db/seed-competitions.ts) */
  competition: string;
  /** squad names; two or more: one entry on the multiple waiting list; events: none (their one squad) */
  squads: string[];
  /** a demo user's username (services/identity/src/db/seed.ts), or a guest */
  who: string | DemoGuest;
  /** the checkout's method; PAY_ON_SITE where the competition does not take this one */
  payment: Exclude<CartPaymentMethod, 'CARD'>;
  /** marked paid by the demo admin (back-office) */
  paid?: boolean;
  /** cancelled by the shooter afterwards */
  cancelled?: boolean;
  /**
   * signed up by the demo admin for the user: a waiting list is premium (docs/premium-features.md)
   * and shooter2 has none, but an admin may put anyone on one
   */
  byAdmin?: boolean;
}

const FRANKENCUP = 'Frankencup Nürnberg';
const guest = (firstName: string, lastName: string): DemoGuest => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}@demo.schiesssport-portal.at`.toLowerCase(),
});

/**
 * The demo entries, in order (the finals' single places are taken before the waiting entry
 * joins), on competitions no browser test signs up for, so the demo data stays beside theirs.
 * The demo shooter gets two upcoming registrations (one paid, meant as a bank transfer), shooter2
 * a cancelled one and a place on the multiple waiting list (put there by the admin). The Frankencup's club has a demo bank
 * account, so its transfers show EPC QR codes; a competition without one would fall back to
 * PAY_ON_SITE.
 */
export const DEMO_REGISTRATIONS: DemoRegistration[] = [
  {
    competition: FRANKENCUP,
    squads: ['Squad 1 – Vormittag'],
    who: 'shooter',
    payment: 'DEPOSIT',
    paid: true,
  },
  {
    competition: 'Einsteigertraining Dynamisches Schießen',
    squads: [],
    who: 'shooter',
    payment: 'PAY_ON_SITE',
  },
  {
    competition: FRANKENCUP,
    squads: ['Finale Samstag'],
    who: guest('Julia', 'Berger'),
    payment: 'PAY_ON_SITE',
    paid: true,
  },
  {
    competition: FRANKENCUP,
    squads: ['Finale Sonntag'],
    who: guest('Thomas', 'Gruber'),
    payment: 'PAY_ON_SITE',
  },
  {
    competition: FRANKENCUP,
    squads: ['Squad 2 – Nachmittag'],
    who: guest('Florian', 'Wagner'),
    payment: 'DEPOSIT',
  },
  {
    competition: FRANKENCUP,
    squads: ['Finale Samstag', 'Finale Sonntag'],
    who: 'shooter2',
    payment: 'PAY_ON_SITE',
    byAdmin: true,
  },
  {
    competition: 'Vereinsmeisterschaft Graz',
    squads: ['Squad 1'],
    who: 'shooter2',
    payment: 'PAY_ON_SITE',
    cancelled: true,
  },
  {
    competition: 'Sicherheitsüberprüfung Frühjahr',
    squads: [],
    who: guest('Lena', 'Hofer'),
    payment: 'PAY_ON_SITE',
    paid: true,
  },
];

/** Applies the catalog's and identity's outbox events to registration's replicas, oldest first. */
async function fillReplicas(db: Database): Promise<number> {
  const handlers = [...replicaHandlers(), ...nameHandlers()];
  const types = [...new Set(handlers.map((h) => h.type))];
  let applied = 0;
  for (const producer of ['catalog', 'identity'] as const) {
    const { rows } = await db.execute(sql`
      SELECT envelope FROM ${sql.identifier(producer)}.outbox
      WHERE type = ANY(${sql.param(types)}::text[]) ORDER BY id`);
    for (const { envelope } of rows as { envelope: EventEnvelope }[])
      await db.transaction(async (tx) => {
        for (const handler of handlers.filter((h) => h.type === envelope.type))
          await handler.handle(tx, envelope);
      });
    applied += rows.length;
  }
  return applied;
}

interface ReplicaUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: AuthUser['roles'];
  clubId: number | null;
  clubMembership: string | null;
  paymentUntil: string | null;
}

/** A demo user as the domain steps see a signed-in caller. */
const asCaller = (user: ReplicaUser): AuthUser => ({
  id: user.id,
  username: user.username,
  roles: user.roles,
  permissions: user.roles.includes('ROLE_ADMIN') ? ['IS_ADMIN'] : ['IS_USER_SHOOTER'],
  clubId: user.clubMembership === 'CONFIRMED' ? user.clubId : null,
  paymentUntil: user.paymentUntil,
});

async function findUser(db: Database, username: string): Promise<ReplicaUser | null> {
  const { rows } = await db.execute(sql`
    SELECT id, username, first_name AS "firstName", last_name AS "lastName", email, roles,
      club_id AS "clubId", club_membership AS "clubMembership", payment_until AS "paymentUntil"
    FROM users WHERE username = ${username} AND active AND NOT deleted`);
  return (rows[0] as ReplicaUser | undefined) ?? null;
}

interface Target {
  competitionId: number;
  /** the competition takes bank transfers (its club has bank information) */
  deposit: boolean;
  squadIds: number[];
  /** the competition's place: the demo people live there (a state only of that country's list) */
  country: string;
  state: string | null;
  divisionId: number | null;
  classId: number | null;
  factorId: number | null;
}

/** The competition and squads of an entry in the replica, with a division, class and factor its first squad allows. */
async function findTarget(db: Database, demo: DemoRegistration): Promise<Target | null> {
  const { rows } = await db.execute(sql`
    SELECT c.id AS "competitionId", c.state, c.event, COALESCE(c.snapshot->>'country', 'at') AS country,
      COALESCE((c.snapshot->>'paymentViaDeposit')::boolean, false) AS deposit,
      COALESCE(c.snapshot->'division_ids', '[]'::jsonb) AS divisions,
      COALESCE(c.snapshot->'competitionClass_ids', '[]'::jsonb) AS classes,
      COALESCE(c.snapshot->'factor_ids', '[]'::jsonb) AS factors,
      COALESCE(json_agg(json_build_object('id', s.id, 'name', s.name, 'divisionIds', s.division_ids,
        'classIds', s.competition_class_ids, 'factorIds', s.factor_ids) ORDER BY s.id)
        FILTER (WHERE s.id IS NOT NULL), '[]') AS squads
    FROM competitions c LEFT JOIN squads s ON s.competition_id = c.id AND NOT s.removed
    WHERE c.name = ${demo.competition} AND NOT c.deleted
    GROUP BY c.id ORDER BY c.id LIMIT 1`);
  type SquadOption = {
    id: number;
    name: string;
    divisionIds: number[];
    classIds: number[];
    factorIds: number[];
  };
  const row = rows[0] as
    | {
        competitionId: number;
        deposit: boolean;
        country: string;
        state: string | null;
        event: boolean;
        divisions: number[];
        classes: number[];
        factors: number[];
        squads: SquadOption[];
      }
    | undefined;
  if (!row) return null;
  const squads = row.event
    ? row.squads.slice(0, 1)
    : demo.squads.map((name) => row.squads.find((s) => s.name === name));
  if (squads.length === 0 || squads.some((s) => !s)) return null;
  const first = squads[0]!;
  const pick = (own: number[], all: number[]) => (row.event ? null : (own[0] ?? all[0] ?? null));
  return {
    competitionId: row.competitionId,
    deposit: row.deposit,
    squadIds: squads.map((s) => s!.id),
    country: row.country,
    state: row.state && statesOf(row.country).includes(row.state) ? row.state : null,
    divisionId: pick(first.divisionIds, row.divisions),
    classId: pick(first.classIds, row.classes),
    factorId: pick(first.factorIds, row.factors),
  };
}

interface ExistingItem {
  id: number;
  token: string;
  paid: boolean;
  cancelled: boolean;
}

/** The person's registration for the competition (the entry's first item), if the seed made it before. */
async function existingItem(
  db: Database,
  competitionId: number,
  email: string,
): Promise<ExistingItem | null> {
  const { rows } = await db.execute(sql`
    SELECT i.id, i.token, i.paid, i.cancelled FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE i.competition_id = ${competitionId} AND lower(i.email) = lower(${email}) AND o.status = 'RESERVED'
    ORDER BY i.id LIMIT 1`);
  return (rows[0] as ExistingItem | undefined) ?? null;
}

/** prepareOrder, reserveOrder and the checkout, as the sign-up dialog and the cart call them. */
async function signUp(
  db: Database,
  caller: AuthUser,
  person: DemoGuest,
  demo: DemoRegistration,
  target: Target,
  forUserId: number | null = null,
): Promise<void> {
  const multiple = target.squadIds.length > 1;
  // for someone else (the admin's sign-up): the order is that user's
  const forUser = forUserId === null ? {} : { userId: forUserId };
  const prepared = await prepareOrder(
    db,
    caller,
    prepareOrderBodySchema.parse({
      status: 'PREPARE',
      orderItems: [
        multiple
          ? { competitionId: target.competitionId, squadId: 0, squadIds: target.squadIds, ...forUser }
          : { competitionId: target.competitionId, squadId: target.squadIds[0], ...forUser },
      ],
    }),
  );
  const reserved = await reserveOrder(
    db,
    caller,
    reserveOrderBodySchema.parse({
      token: prepared.order.orderItems[0].token,
      cartId: prepared.order.cartId ?? null,
      cartToken: prepared.order.cartToken ?? null,
      order: {
        ...person,
        agbs: true,
        orderItems: [
          {
            divisionId: target.divisionId,
            competitionClassId: target.classId,
            factorId: target.factorId,
            country: target.country,
            state: target.state,
            locale: 'de',
          },
        ],
      },
    }),
  );
  if (reserved.cartId)
    await submitCart(
      db,
      caller,
      reserved.cartId,
      submitCartBodySchema.parse({
        paymentMethod: demo.payment === 'DEPOSIT' && !target.deposit ? 'PAY_ON_SITE' : demo.payment,
        agbs: true,
        cartToken: reserved.cartToken,
      }),
    );
}

export interface SeededRegistrations {
  replicatedEvents: number;
  signedUp: number;
  skipped: string[];
}

export async function seedRegistrations(db: Database): Promise<SeededRegistrations> {
  const replicatedEvents = await fillReplicas(db);
  const admin = await findUser(db, 'admin');
  const result: SeededRegistrations = { replicatedEvents, signedUp: 0, skipped: [] };
  for (const demo of DEMO_REGISTRATIONS) {
    const label = `${typeof demo.who === 'string' ? demo.who : demo.who.lastName} @ ${demo.competition}`;
    const user = typeof demo.who === 'string' ? await findUser(db, demo.who) : null;
    const target = await findTarget(db, demo);
    if (!admin || !target || (typeof demo.who === 'string' && !user)) {
      result.skipped.push(label);
      continue;
    }
    const person: DemoGuest = user
      ? { firstName: user.firstName, lastName: user.lastName, email: user.email }
      : (demo.who as DemoGuest);
    const caller = user ? asCaller(user) : GUEST;
    try {
      let item = await existingItem(db, target.competitionId, person.email);
      if (!item) {
        if (demo.byAdmin && user) await signUp(db, asCaller(admin), person, demo, target, user.id);
        else await signUp(db, caller, person, demo, target);
        item = (await existingItem(db, target.competitionId, person.email))!;
        result.signedUp++;
      }
      if (demo.paid && !item.paid) await markPaid(db, asCaller(admin), item.id, { paid: true });
      if (demo.cancelled && !item.cancelled) {
        const key: ItemKey = user ? { userId: user.id } : { token: item.token };
        await cancelOwnItem(db, item.id, key);
      }
    } catch (error) {
      // e.g. the registration window of a competition seeded days ago has closed since
      if (!(error instanceof DomainError)) throw error;
      result.skipped.push(`${label}: ${error.message}`);
    }
  }
  return result;
}
