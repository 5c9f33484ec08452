import { randomBytes } from 'node:crypto';

/**
 * 32 readable symbols: no 0/O, 1/I; each symbol is 5 bits of a random byte (256 is a multiple of
 * 32, so every symbol is equally likely). Ten symbols are 50 bits: not guessable through the
 * rate-limited validate call.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 10;

export function newReservationCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += CODE_ALPHABET[byte & 31];
  return code;
}
