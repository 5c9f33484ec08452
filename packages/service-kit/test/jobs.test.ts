import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueues } from '../src/redis';
import { createTestInfra, waitFor, type TestInfra } from '../src/testing';

describe('BullMQ delayed jobs (real Redis)', () => {
  let infra: TestInfra;
  let jobs: JobQueues;
  const fired: { id: string; at: number }[] = [];

  beforeAll(async () => {
    infra = await createTestInfra('jobs');
    jobs = new JobQueues(infra.env.REDIS_URL, infra.redisPrefix);
    jobs.worker<{ orderId: string }>('hold-expiry', async (job) => {
      fired.push({ id: job.id!, at: Date.now() });
    });
  });
  afterAll(async () => {
    await jobs.close();
    await infra.cleanup();
  });

  it('when a job is delayed then it fires after its delay, and a job removed by its id never fires', async () => {
    const queue = jobs.queue<{ orderId: string }>('hold-expiry');
    const start = Date.now();
    await queue.add('expire', { orderId: 'kept' }, { jobId: 'order-kept', delay: 700 });
    await queue.add('expire', { orderId: 'removed' }, { jobId: 'order-removed', delay: 700 });
    // adding the same job id again finds the existing job instead of adding a second
    await queue.add('expire', { orderId: 'kept' }, { jobId: 'order-kept', delay: 700 });
    await (await queue.getJob('order-removed'))!.remove();

    await waitFor(async () => fired.length >= 1, 10_000);
    await new Promise((r) => setTimeout(r, 1200));
    expect(fired.map((f) => f.id)).toEqual(['order-kept']);
    expect(fired[0]!.at - start).toBeGreaterThanOrEqual(650);
    expect(await queue.getJob('order-removed')).toBeUndefined();
    const redis = new Redis(infra.env.REDIS_URL);
    const keys = await redis.keys(`${infra.redisPrefix}bull:hold-expiry:*`);
    await redis.quit();
    expect(keys.length).toBeGreaterThan(0); // the queue lives under the run's prefix
  });
});

describe('sweeps of the job queues', () => {
  it('when a sweep is started then it runs at once and on its timer, and closing the queues stops it', async () => {
    const jobs = new JobQueues('redis://127.0.0.1:6379', 'sweep-test:');
    const runs: string[] = [];
    jobs.sweepEvery(
      40,
      async () => void runs.push('sweep'),
      async () => void runs.push('first'),
    );
    expect(runs).toEqual(['first']);
    await waitFor(async () => runs.length >= 3, 5_000);
    expect(runs.slice(1).every((run) => run === 'sweep')).toBe(true);
    await jobs.close();
    const afterClose = runs.length;
    await new Promise((r) => setTimeout(r, 200));
    expect(runs.length).toBe(afterClose);
  });

  it('when the queues close during a round then closing waits for that round to finish', async () => {
    const jobs = new JobQueues('redis://127.0.0.1:6379', 'sweep-test:');
    const steps: string[] = [];
    jobs.sweepEvery(1000, async () => {
      steps.push('first query');
      await new Promise((r) => setTimeout(r, 200));
      steps.push('second query');
    });
    expect(steps).toEqual(['first query']);
    await jobs.close();
    // the pool closes after the queues: a round still running would find it closed
    expect(steps).toEqual(['first query', 'second query']);
  });

  it('when a round outlasts the interval then the next rounds wait for it instead of piling up', async () => {
    const jobs = new JobQueues('redis://127.0.0.1:6379', 'sweep-test:');
    let running = 0;
    let most = 0;
    let rounds = 0;
    jobs.sweepEvery(20, async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 150));
      running -= 1;
      rounds += 1;
    });
    await waitFor(async () => rounds >= 3, 5_000);
    await jobs.close();
    expect(most).toBe(1);
  });
});
