import { GATEWAY_PORT, SERVICES, type ServiceName } from '@portal/contracts';
import { loadConfig } from '@portal/service-kit';
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
  /** requests one client (user or address) may make per window */
  RATE_LIMIT_POINTS: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** local mail catcher (`npm start`); with NODE_ENV=development its mails are shown at /dev/mail */
  MAIL_CATCHER_URL: z.string().url().optional(),
};

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig({ PORT: GATEWAY_PORT }, gatewayConfigShape, env);
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
