import { z } from 'zod';

/** `catalog.favourite.changed`: a user marked (true) or unmarked a competition as favourite. */
export const favouriteChangedSchema = z.object({
  userId: z.number().int().positive(),
  competitionId: z.number().int().positive(),
  favourite: z.boolean(),
  /** ISO instant of the change: a replica keeps the latest per user and competition */
  at: z.string(),
});
export type FavouriteChanged = z.infer<typeof favouriteChangedSchema>;
