import { z } from 'zod';
import { productionProblems } from './production-safety';

/** Settings every service reads from its environment (docs/configuration.md lists them). */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/portal'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** clients of the timer thread's own pool (timer-thread.ts) */
  TIMER_POOL_SIZE: z.coerce.number().int().min(2).max(20).default(6),
  AMQP_URL: z.string().url().default('amqp://guest:guest@127.0.0.1:5672'),
  /** topic exchange of all domain events; tests give every run its own */
  EVENT_EXCHANGE: z.string().min(1).default('portal.events'),
  /** queue names are `${QUEUE_PREFIX}.${service}` (+ `.retry.N`, `.dlq`) */
  QUEUE_PREFIX: z.string().min(1).default('portal'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** every Redis key and BullMQ queue of the run starts with this */
  REDIS_PREFIX: z.string().min(1).default('portal:'),
  /** where the token-signing public keys are published (identity) */
  JWKS_URL: z.string().url().default('http://127.0.0.1:3001/api/.well-known/jwks.json'),
  CONSUMER_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  CONSUMER_RETRY_BASE_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /**
   * After SIGTERM the process keeps serving this long with /readyz answering 503 (and every answer
   * closing its connection), so balancers that poll readiness drop it before the listener closes;
   * part of SHUTDOWN_TIMEOUT_MS (docs/kubernetes.md, shutdown sequence)
   */
  SHUTDOWN_UNREADY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

/**
 * Parses `env` with the base schema plus a service's own settings; exits loudly on bad config and,
 * in production, on any development default (`productionProblems`).
 */
export function loadConfig<E extends z.ZodRawShape = Record<string, never>>(
  defaults: { PORT: number },
  extra?: E,
  env: NodeJS.ProcessEnv = process.env,
  /** base settings the component never reads (the gateway has no database): not checked */
  unused: readonly (keyof BaseConfig)[] = [],
): BaseConfig & z.infer<z.ZodObject<E>> {
  const schema = baseConfigSchema.extend(extra ?? ({} as E));
  const given = stripEmpty(env);
  const result = schema.safeParse({ PORT: defaults.PORT, ...given });
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid configuration: ${problems}`);
  }
  // no development default, placeholder or mail catcher in production (docs/production-safety.md)
  const read = Object.fromEntries(
    Object.entries(result.data).filter(([name]) => !unused.includes(name as keyof BaseConfig)),
  );
  const unsafe = productionProblems(read, given);
  if (unsafe.length) throw new Error(`unsafe configuration for production: ${unsafe.join('; ')}`);
  return result.data as BaseConfig & z.infer<z.ZodObject<E>>;
}

function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;
}
