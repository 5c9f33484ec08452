import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import amqp from 'amqplib';
import { Redis } from 'ioredis';
import pg from 'pg';

const ADMIN_DATABASE_URL =
  process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = promisify(execFile);

/**
 * Everything one test run needs to be alone on the shared servers: its own database, exchange,
 * queue prefix and Redis key prefix. `cleanup` removes all of it.
 */
export interface TestInfra {
  id: string;
  env: TestEnv;
  databaseUrl: string;
  exchange: string;
  queuePrefix: string;
  redisPrefix: string;
  cleanup(extraQueues?: string[]): Promise<void>;
}

export interface TestEnv extends Record<string, string> {
  NODE_ENV: string;
  LOG_LEVEL: string;
  DATABASE_URL: string;
  AMQP_URL: string;
  REDIS_URL: string;
  EVENT_EXCHANGE: string;
  QUEUE_PREFIX: string;
  REDIS_PREFIX: string;
  PORT: string;
  HOST: string;
}

export async function createTestInfra(label = 't', options: { template?: string } = {}): Promise<TestInfra> {
  const id = `${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`.toLowerCase();
  const database = `test_${id}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  // a template (a prepared copy: schemas and data) is copied file by file, faster than filling it
  await admin.query(
    options.template
      ? `CREATE DATABASE "${database}" TEMPLATE "${options.template}"`
      : `CREATE DATABASE "${database}"`,
  );
  await admin.end();
  const databaseUrl = new URL(ADMIN_DATABASE_URL);
  databaseUrl.pathname = `/${database}`;
  const exchange = `test.${id}.events`;
  const queuePrefix = `test.${id}`;
  const redisPrefix = `test:${id}:`;
  const env: TestEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: databaseUrl.toString(),
    AMQP_URL,
    REDIS_URL,
    EVENT_EXCHANGE: exchange,
    QUEUE_PREFIX: queuePrefix,
    REDIS_PREFIX: redisPrefix,
    PORT: '0',
    HOST: '127.0.0.1',
  };
  return {
    id,
    env,
    databaseUrl: databaseUrl.toString(),
    exchange,
    queuePrefix,
    redisPrefix,
    cleanup: (extraQueues = []) => cleanup(database, exchange, queuePrefix, redisPrefix, extraQueues),
  };
}

/** The server's maintenance database, for creating and dropping databases (tests only). */
export function adminDatabaseUrl(): string {
  return ADMIN_DATABASE_URL;
}

async function cleanup(
  database: string,
  exchange: string,
  queuePrefix: string,
  redisPrefix: string,
  queues: string[],
) {
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.end();

  const connection = await amqp.connect(AMQP_URL);
  const channel = await connection.createChannel();
  channel.on('error', () => undefined);
  for (const queue of new Set([...queues, ...(await queuesUnder(queuePrefix))])) {
    if (queue.startsWith(queuePrefix)) await channel.deleteQueue(queue);
  }
  await channel.deleteExchange(exchange);
  await connection.close();

  const redis = new Redis(REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
}

/** Every queue of the run (services started as child processes declare their own). */
async function queuesUnder(prefix: string): Promise<string[]> {
  try {
    const { stdout } = await run('rabbitmqctl', ['-q', 'list_queues', 'name']);
    return stdout
      .split('\n')
      .map((l) => l.trim())
      .filter((name) => name.startsWith(`${prefix}.`));
  } catch {
    return []; // no local rabbitmqctl: the named queues are still removed
  }
}

/** Names of the queues a consumer with `maxAttempts` declares (for cleanup). */
export function consumerQueues(queue: string, maxAttempts: number): string[] {
  return [
    queue,
    `${queue}.dlq`,
    ...Array.from({ length: maxAttempts - 1 }, (_, i) => `${queue}.retry.${i + 1}`),
  ];
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | false>,
  timeoutMs = 10_000,
  stepMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
