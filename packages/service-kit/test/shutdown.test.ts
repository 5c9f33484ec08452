import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { Shutdown } from '../src/shutdown';

const logger = createLogger('shutdown-test', 'silent');

describe('ordered shutdown', () => {
  it('when every step finishes then the steps ran in order and the run answers clean', async () => {
    const ran: string[] = [];
    const shutdown = new Shutdown(logger, 1000)
      .add('first', () => void ran.push('first'))
      .add('failing', () => {
        throw new Error('a failing step does not stop the others');
      })
      .add('last', async () => void ran.push('last'));
    expect(await shutdown.run()).toBe(true);
    expect(ran).toEqual(['first', 'last']);
    expect(await shutdown.run()).toBe(true); // a second call shares the first run
  });

  it('when a step hangs then the run answers not clean after the timeout and the host process lives on', async () => {
    const shutdown = new Shutdown(logger, 100).add('hangs', () => new Promise<void>(() => undefined));
    const started = Date.now();
    expect(await shutdown.run()).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });
});
