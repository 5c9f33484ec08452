import { z } from 'zod';

/** Events registration publishes for other services' replicas (DESIGN.md section 5). */
export const REGISTRATION_EVENTS = {
  /** a squad's confirmed and held places, waiting list or stands changed; version per squad */
  squadOccupancyChanged: 'registration.squad.occupancy-changed',
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
