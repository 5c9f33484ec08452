import { z } from 'zod';

/** Events registration publishes for other services' replicas (docs/service-kit.md). */
export const REGISTRATION_EVENTS = {
  /** a squad's confirmed and held places, waiting list or stands changed; version per squad */
  squadOccupancyChanged: 'registration.squad.occupancy-changed',
  /** an order item was reserved, still in the cart (payload `OrderItemReserved`): replicas, club admins */
  orderItemReserved: 'registration.order-item.reserved',
  /**
   * the sign-on is complete: its cart was checked out, or someone signed the user up (no cart);
   * the sign-on confirmation mail (payload `OrderItemReserved`), once per item
   */
  orderItemSignedOn: 'registration.order-item.signed-on',
  /** the user removed a reserved item from the cart before checkout (payload `OrderItemRef`) */
  orderItemRemovedFromCart: 'registration.order-item.removed-from-cart',
  /** a waiting-list entry got a place (the notification service mails it); version 1 per item */
  orderItemPromoted: 'registration.order-item.promoted',
} as const;

export const squadOccupancySchema = z.object({
  squadId: z.number().int().positive(),
  /** confirmed plus held places */
  taken: z.number().int().nonnegative(),
  /** waiting-list entries */
  waiting: z.number().int().nonnegative(),
  /** stands with a registration on them */
  standIds: z.array(z.number().int().positive()),
});
export type SquadOccupancy = z.infer<typeof squadOccupancySchema>;

/**
 * An order item was reserved (a held place confirmed, a waiting-list entry kept, an event signed
 * up for): notification mails the sign-on confirmation to the registrant, once per item.
 */
export const orderItemReservedSchema = z.object({
  itemId: z.number().int().positive(),
  /** the item's capability: the personal link `publicOrderItems/{itemId}/{token}` */
  token: z.string().min(1),
  userId: z.number().int().positive().nullable(),
  email: z.string().min(3),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  locale: z.enum(['de', 'en']).catch('de'),
  competitionId: z.number().int().positive(),
  competitionName: z.string(),
  /** ISO instant, null when the snapshot has none */
  competitionDate: z.string().nullable(),
  clubId: z.number().int().positive().nullable(),
  squadName: z.string(),
  standName: z.string().nullable(),
  waitingList: z.boolean(),
  /** the competition's own sign-on confirmation block (sanitized HTML), if it has one */
  competitionSignOnText: z.string().nullable(),
  /** someone else signed the user up (admin, club admin, deputy) */
  onBehalf: z.boolean(),
});
export type OrderItemReserved = z.infer<typeof orderItemReservedSchema>;
export const orderItemPromotedSchema = z.object({
  itemId: z.number().int().positive(),
  orderId: z.number().int().positive(),
  /** null for a registration without an account */
  userId: z.number().int().positive().nullable(),
  competitionId: z.number().int().positive(),
  /** the squad the entry got its place in */
  squadId: z.number().int().positive(),
  email: z.string().nullable(),
  locale: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** the item's token, for the personal link publicOrderItems/{id}/{token} */
  token: z.string(),
  /**
   * the entry's cart was checked out by bank transfer and it costs something: the transfer is due
   * now, with what notification needs to mail its details (the item as `order.submitted` has it)
   */
  transfer: z
    .object({
      email: z.string().nullable(),
      competitionName: z.string(),
      competitionDate: z.string().nullable(),
      clubId: z.number().int().positive().nullable(),
      squadName: z.string().nullable(),
      amountCents: z.number().int().nonnegative(),
    })
    .nullable()
    .optional(),
});
export type OrderItemPromoted = z.infer<typeof orderItemPromotedSchema>;

/**
 * Snapshots of registration's rows for reporting (the export service's read model). Written to
 * the outbox by PostgreSQL triggers in the transaction of every change (migration
 * `h14a_item_snapshots`), so every writer publishes them; a hold that is not confirmed yet
 * (order PREPARE or EXPIRED) publishes nothing. `version` comes from one sequence: newer wins.
 */
export const REGISTRATION_SNAPSHOT_EVENTS = {
  /** an order item of a reserved order as it is now (payload `OrderItemSnapshot`) */
  orderItemUpserted: 'registration.order-item.upserted',
  /** an order item row was removed (payload `{ itemId }`) */
  orderItemDeleted: 'registration.order-item.deleted',
  /** a reservation code as it is now (payload `ReservationCodeSnapshot`) */
  reservationCodeUpserted: 'registration.reservation-code.upserted',
  /** a reservation code row was removed (payload `{ id }`) */
  reservationCodeDeleted: 'registration.reservation-code.deleted',
} as const;

const id = z.number().int().positive();
const instant = z.string().nullable();

export const orderItemSnapshotSchema = z.object({
  itemId: id,
  orderId: id,
  orderStatus: z.string(),
  paymentMethod: z.string().nullable(),
  orderCreatedAt: instant,
  reservedAt: instant,
  competitionId: id,
  squadId: id,
  squadStandId: id.nullable(),
  reservationCode: z.string().nullable(),
  waitingList: z.boolean(),
  userId: id.nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  clubId: id.nullable(),
  divisionId: id.nullable(),
  competitionClassId: id.nullable(),
  factorId: id.nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  locale: z.string().nullable(),
  cancelled: z.boolean(),
  paid: z.boolean(),
  paid2: z.boolean(),
  /** the hold ran out: no place, no slot */
  released: z.boolean(),
  createdAt: instant,
  createdBy: id.nullable(),
});
export type OrderItemSnapshot = z.infer<typeof orderItemSnapshotSchema>;

export const reservationCodeSnapshotSchema = z.object({
  id,
  code: z.string(),
  competitionId: id,
  clubId: id.nullable(),
  createdAt: instant,
  used: z.boolean(),
  usedAt: instant,
  orderItemId: id.nullable(),
});
export type ReservationCodeSnapshot = z.infer<typeof reservationCodeSnapshotSchema>;
