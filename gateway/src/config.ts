import { GATEWAY_PORT, SERVICES, type ServiceName } from '@portal/contracts';
import { loadConfig, trustProxySchema } from '@portal/service-kit';
import { z } from 'zod';

const upstream = (name: ServiceName) => z.string().url().default(`http://127.0.0.1:${SERVICES[name]}`);

export const gatewayConfigShape = {
  IDENTITY_URL: upstream('identity'),
  CATALOG_URL: upstream('catalog'),
  REGISTRATION_URL: upstream('registration'),
  PAYMENT_URL: upstream('payment'),
  NOTIFICATION_URL: upstream('notification'),
  EXPORT_URL: upstream('export'),
  /** built web app served at / (vite build output) */
  WEB_DIST: z.string().optional(),
  /** requests one signed-in user may make per window */
  RATE_LIMIT_POINTS: z.coerce.number().int().min(1).default(600),
  /** requests the guests of one address share per window; default ten times RATE_LIMIT_POINTS */
  RATE_LIMIT_GUEST_POINTS: z.coerce.number().int().min(1).optional(),
  /** session calls (login, identity, checkAuth, logout) per user or address, counted apart */
  RATE_LIMIT_SESSION_POINTS: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * Proxies in front of the gateway whose X-Forwarded-For is believed: `none` (default: clients
   * connect directly), a hop count, or a comma list of addresses/CIDRs (`loopback`, `10.0.0.0/8`).
   */
  TRUST_PROXY: trustProxySchema('none'),
  /** internal listener for /metrics (and the probes); the public port never serves /metrics */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** longest accepted request target (path and query) in bytes; longer answers 414 */
  MAX_URL_LENGTH: z.coerce.number().int().min(256).default(8192),
  /** local mail catcher (`npm start`) */
  MAIL_CATCHER_URL: z.string().url().optional(),
  /** `1` shows the catcher's mails (with reset tokens) at /dev/mail; scripts/start.sh sets it */
  DEV_MAIL: z.enum(['0', '1']).default('0'),
  /** live free places (docs/live-places.md): a comment on every stream this often, under any proxy's read timeout */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  /** open event streams per gateway process */
  LIVE_MAX_VIEWERS: z.coerce.number().int().min(1).default(20_000),
  /** open event streams per client address (a club house shares one) */
  LIVE_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(200),
};

/** base settings of the services that the gateway never reads (no database, no broker) */
export const GATEWAY_UNUSED = [
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'AMQP_URL',
  'EVENT_EXCHANGE',
  'QUEUE_PREFIX',
  'CONSUMER_MAX_ATTEMPTS',
  'CONSUMER_RETRY_BASE_MS',
] as const;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig({ PORT: GATEWAY_PORT }, gatewayConfigShape, env, GATEWAY_UNUSED);
}
export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export const upstreamUrls = (config: GatewayConfig): Record<ServiceName, string> => ({
  identity: config.IDENTITY_URL,
  catalog: config.CATALOG_URL,
  registration: config.REGISTRATION_URL,
  payment: config.PAYMENT_URL,
  notification: config.NOTIFICATION_URL,
  export: config.EXPORT_URL,
});
