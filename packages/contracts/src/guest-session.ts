import { z } from 'zod';

export { GUEST_SESSION_HEADER } from './guest-proof';

/** POST publicResources/guestSession/challenge: what to solve, until when. */
export const guestChallengeSchema = z.object({
  challenge: z.string(),
  bits: z.number().int(),
  expiresAt: z.string(),
});
export type GuestChallenge = z.infer<typeof guestChallengeSchema>;

/** POST publicResources/guestSession: the challenge and the nonce that solves it. */
export const guestSessionBodySchema = z
  .object({
    challenge: z.string().regex(/^[0-9a-f]{32}$/, 'FIELD_INVALID'),
    nonce: z.string().regex(/^[0-9]{1,15}$/, 'FIELD_INVALID'),
  })
  .strict();
export type GuestSessionBody = z.infer<typeof guestSessionBodySchema>;

export const guestSessionSchema = z.object({ guestSession: z.string(), expiresAt: z.string() });
export type GuestSession = z.infer<typeof guestSessionSchema>;

export { leadingZeroBits, sha256Short, solveGuestChallenge } from './guest-proof';
