import { z } from 'zod';

/** Events registration publishes for other services' replicas (DESIGN.md section 5). */
export const REGISTRATION_EVENTS = {
  /** a squad's confirmed and held places, waiting list or stands changed; version per squad */
  squadOccupancyChanged: 'registration.squad.occupancy-changed',
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
});
export type OrderItemPromoted = z.infer<typeof orderItemPromotedSchema>;
