import { z } from 'zod';

/** Events registration publishes for other services' replicas (DESIGN.md section 5). */
export const REGISTRATION_EVENTS = {
  /** a squad's confirmed and held places, waiting list or stands changed; version per squad */
  squadOccupancyChanged: 'registration.squad.occupancy-changed',
  /** an order item was reserved: the sign-on confirmation mail (payload `OrderItemReserved`) */
  orderItemReserved: 'registration.order-item.reserved',
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
