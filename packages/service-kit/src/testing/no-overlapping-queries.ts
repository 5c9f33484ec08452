import { afterAll, afterEach } from 'vitest';

/**
 * Vitest setup file of every package that talks to PostgreSQL: `pg` warns (once per process) when
 * a query is queued on a client that is still busy, typically `Promise.all` inside a transaction;
 * pg@9 removes that. Here the warning fails the test during which it was raised.
 */
const PG_OVERLAP = /client is already executing a query/;
const raised: Error[] = [];

process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && PG_OVERLAP.test(warning.message)) raised.push(warning);
});

function failOnOverlap() {
  const warning = raised.shift();
  if (!warning) return;
  raised.length = 0;
  throw new Error(
    `overlapping queries on one pg client (use inSequence, not Promise.all, with a transaction):\n${warning.stack ?? warning.message}`,
  );
}

afterEach(async () => {
  await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on the next tick
  failOnOverlap();
});
afterAll(failOnOverlap);
