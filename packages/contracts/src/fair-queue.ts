import { z } from 'zod';

/**
 * Fair opening's queue (docs/fair-opening.md): the path parameter, one's own entry and the public
 * view that lets anyone re-compute the draw.
 */

export const fairQueueParamsSchema = z.object({
  competitionId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export type FairQueueParams = z.infer<typeof fairQueueParamsSchema>;

/** The caller's entry: waiting (position once drawn), admitted (token until windowEndsAt), served, dropped. */
export const fairQueueEntrySchema = z.object({
  competitionId: z.number().int(),
  /** not joined yet (the status call), or the queue no longer runs */
  state: z.enum(['NONE', 'WAITING', 'ADMITTED', 'SERVED', 'DROPPED', 'ENDED']),
  /** the entry's public id as listed in the draw */
  publicId: z.string().nullable(),
  /** 1 = next; null before the draw (everybody who joined before the opening shares the draw) */
  position: z.number().int().nullable(),
  /** seconds until admission from the measured admission rate; null when unknown */
  estimatedWaitSeconds: z.number().int().nullable(),
  admissionToken: z.string().nullable(),
  windowEndsAt: z.string().nullable(),
  /** the opening (registrationStart) and the queue's public state, so the page needs one call */
  opensAt: z.string().nullable(),
  seedHash: z.string().nullable(),
  seed: z.string().nullable(),
  /** the deciding process's clock (epoch ms), for the countdowns */
  now: z.number().int(),
});
export type FairQueueEntry = z.infer<typeof fairQueueEntrySchema>;

/** The public view of a queue: commitment, counts and, after the draw, what re-computes it. */
export const fairQueueInfoSchema = z.object({
  competitionId: z.number().int(),
  fairOpening: z.boolean(),
  /** from when visitors may join (registrationStart minus the lead time) */
  joinFrom: z.string().nullable(),
  opensAt: z.string().nullable(),
  running: z.boolean(),
  seedHash: z.string().nullable(),
  /** revealed after the draw */
  seed: z.string().nullable(),
  drawnAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  joined: z.number().int(),
  admitted: z.number().int(),
  waiting: z.number().int(),
  /** admissions per second over the last minute */
  admissionRate: z.number(),
  /** after the draw: the public ids of the draw's entries in arrival order */
  drawEntries: z.array(z.string()).nullable(),
  /** after the draw: the admission order (the draw, then later arrivals in arrival order) */
  order: z.array(z.string()).nullable(),
});
export type FairQueueInfo = z.infer<typeof fairQueueInfoSchema>;
