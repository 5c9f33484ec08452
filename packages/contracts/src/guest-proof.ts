/**
 * The guest session's proof of work (docs/guest-holds.md), without other imports: the web app's
 * Web Worker bundles only this file.
 */

/**
 * Guest sessions (docs/guest-holds.md): a caller without an account signs up only with a guest
 * session, minted for a solved proof of work (hashcash: SHA-256 of `challenge:nonce` starting with
 * `bits` zero bits) and sent in this header with prepareOrder and reserveOrder.
 */
export const GUEST_SESSION_HEADER = 'x-guest-session';

/** Zero bits at the start of a hash. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const W = new Uint32Array(64);

/**
 * SHA-256 of a short ASCII text (a challenge and a nonce: at most 55 bytes, one block), in plain
 * JavaScript: WebCrypto's digest is asynchronous per call and about twenty times slower for this.
 */
export function sha256Short(text: string): Uint8Array {
  if (text.length > 55) throw new Error('sha256Short: at most 55 ASCII characters');
  W.fill(0);
  for (let i = 0; i < text.length; i++) W[i >> 2]! |= (text.charCodeAt(i) & 0xff) << (24 - (i % 4) * 8);
  W[text.length >> 2]! |= 0x80 << (24 - (text.length % 4) * 8);
  W[15] = text.length * 8;
  for (let i = 16; i < 64; i++) {
    const a = W[i - 15]!;
    const b = W[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    W[i] = (W[i - 16]! + s0 + W[i - 7]! + s1) | 0;
  }
  let [a, b, c, d, e, f, g, h] = [
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ] as number[] as [number, number, number, number, number, number, number, number];
  const start = [a, b, c, d, e, f, g, h];
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  const out = new Uint8Array(32);
  [a, b, c, d, e, f, g, h].forEach((word, i) => {
    const v = (word + start[i]!) | 0;
    out[i * 4] = v >>> 24;
    out[i * 4 + 1] = (v >>> 16) & 0xff;
    out[i * 4 + 2] = (v >>> 8) & 0xff;
    out[i * 4 + 3] = v & 0xff;
  });
  return out;
}

/**
 * Finds the nonce for a challenge (browser, Web Worker and Node alike), in slices of `slice`
 * tries that yield to the event loop between them, so the page stays responsive. Answers the
 * first nonce that solves it, as a decimal string.
 */
export async function solveGuestChallenge(challenge: string, bits: number, slice = 20_000): Promise<string> {
  for (let start = 0; ; start += slice) {
    for (let nonce = start; nonce < start + slice; nonce++)
      if (leadingZeroBits(sha256Short(`${challenge}:${nonce}`)) >= bits) return String(nonce);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
