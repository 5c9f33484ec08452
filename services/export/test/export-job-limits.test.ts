import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtures } from './fixtures';
import { startExport, type ExportHarness, type Role } from './harness';

/** Per-user caps on export jobs (issue 20 item 8): open jobs at once, and starts per window. */
describe('export job caps', () => {
  let h: ExportHarness;
  const queue = () => h.service.ctx.jobs.queue('exports');

  beforeAll(async () => {
    h = await startExport({
      EXPORT_JOBS_OPEN_PER_USER: '3',
      EXPORT_JOBS_PER_WINDOW: '10',
      EXPORT_JOB_WINDOW_SECONDS: '60',
    });
    await loadFixtures(h);
  });
  afterAll(async () => {
    await queue().resume();
    await h?.stop();
  });

  const start = (role: Role, type = 'competitions') =>
    h.call(role, '/api/exports/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type, query: {} }),
    });
  const jobsOf = async (role: Role) =>
    h.query<{ state: string }>('SELECT state FROM export.export_jobs WHERE user_id = $1', [h.user(role).id]);

  it('when a shooter starts 40 jobs at once, then 3 are recorded, the rest refused with EXPORT_JOBS_RUNNING or 429 and Retry-After; others are still served', async () => {
    await queue().pause(); // the jobs stay open, as slow exports would
    const answers = await Promise.all(Array.from({ length: 40 }, () => start('shooter')));
    const by = (status: number) => answers.filter((a) => a.response.status === status);
    expect(by(202)).toHaveLength(3);
    // the first 10 starts of the window pass the rate, 3 of them the open-jobs cap
    expect(by(409)).toHaveLength(7);
    for (const { bytes } of by(409))
      expect(JSON.parse(bytes.toString())).toEqual({ error: 'EXPORT_JOBS_RUNNING' });
    expect(by(429)).toHaveLength(30);
    for (const { response, bytes } of by(429)) {
      expect(JSON.parse(bytes.toString())).toEqual({ error: 'TOO_MANY_REQUESTS' });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await jobsOf('shooter')).toHaveLength(3);
    // the caps are the shooter's own
    expect((await start('admin')).response.status).toBe(202);
    await queue().resume();
  });

  it('when a user’s open jobs finish, then the user may start again', async () => {
    await queue().pause();
    for (let i = 0; i < 3; i++)
      expect((await start('clubAdmin', 'allCompetitors')).response.status).toBe(202);
    const refused = await start('clubAdmin', 'allCompetitors');
    expect(refused.response.status).toBe(409);
    expect(await jobsOf('clubAdmin')).toHaveLength(3);
    await queue().resume();
    await waitFor(async () => (await jobsOf('clubAdmin')).every((job) => job.state === 'completed'), 30_000);
    expect((await start('clubAdmin', 'allCompetitors')).response.status).toBe(202);
  });
});
