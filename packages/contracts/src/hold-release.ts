import { z } from 'zod';

/**
 * Shapes of the sign-up's opening and leaving calls (docs/sign-up-opening.md): the server's clock
 * for the button and the countdown, and the release of a hold the dialog leaves.
 */

/** POST publicResources/releaseOrder: the held item's token (its only key for a guest). */
export const releaseOrderBodySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'FIELD_INVALID'),
});
export type ReleaseOrderBody = z.infer<typeof releaseOrderBodySchema>;

/** GET publicResources/serverTime: the deciding process's clock in epoch milliseconds. */
export const serverTimeSchema = z.object({ now: z.number().int() });
export type ServerTime = z.infer<typeof serverTimeSchema>;
