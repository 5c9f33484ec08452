import net from 'node:net';
import { z } from 'zod';

/** Express' `trust proxy` value: nobody, a hop count, or addresses/CIDRs/proxy-addr names. */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const validEntry = (entry: string) => {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Parses a TRUST_PROXY value. `true` (believe every X-Forwarded-For) is refused: then any client
 * picks its own address and per-address limits mean nothing.
 */
export function parseTrustProxy(value: string): TrustProxy | Error {
  const text = value.trim();
  if (text === '' || text === 'none' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !validEntry(entry));
  return bad === undefined ? entries : new Error(`TRUST_PROXY: not an address, CIDR or hop count: ${bad}`);
}

/** zod field for TRUST_PROXY with a default, refusing values parseTrustProxy does not accept. */
export const trustProxySchema = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed instanceof Error) {
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }
      return parsed;
    });

/**
 * A service believes X-Forwarded-For only from the gateway hop: by default from loopback (npm
 * start, tests); in containers TRUST_PROXY names the gateway hop (compose, Kubernetes: `1`).
 */
export function serviceTrustProxy(env: NodeJS.ProcessEnv = process.env): TrustProxy {
  const parsed = parseTrustProxy(env.TRUST_PROXY || 'loopback');
  if (parsed instanceof Error) throw parsed;
  return parsed;
}
