import { createHash } from 'node:crypto';

/**
 * The mail log's and the sent marks' key of a mail: a name-based UUID (version 5 layout) of its
 * kind and cause, so whichever event or job asks for the same mail, it goes out once.
 */
export function causeKey(kind: string, cause: string): string {
  const hash = createHash('sha1').update(`${kind}:${cause}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
