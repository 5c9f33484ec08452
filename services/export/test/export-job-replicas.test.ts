import type { RunningService } from '@portal/service-kit';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtures } from './fixtures';
import { startExport, type ExportHarness } from './harness';

/**
 * Two export replicas on one database and Redis (docs/replicas-and-schedulers.md): a job handed
 * to both at once (BullMQ delivering it again) is claimed by one, and its file is written once.
 */
describe('export jobs with two replicas', () => {
  let h: ExportHarness;
  let second: RunningService;
  const queue = () => h.service.ctx.jobs.queue<{ jobId: string }>('exports');

  beforeAll(async () => {
    h = await startExport({ EXPORT_JOBS_OPEN_PER_USER: '10' });
    second = await h.startReplica();
    await loadFixtures(h);
  }, 60_000);
  afterAll(async () => {
    await queue().resume();
    await second?.stop();
    await h?.stop();
  });

  it('when every job is handed to both replicas at once then each runs once and completes with one whole file', async () => {
    await queue().pause();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { response, bytes } = await h.call('admin', '/api/exports/jobs', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'competitions', query: {} }),
      });
      expect(response.status).toBe(202);
      ids.push((JSON.parse(bytes.toString()) as { id: string }).id);
    }
    // each job twice in a row, so the two replicas take one copy each at the same moment
    for (const id of ids) {
      await queue().remove(id);
      await queue().addBulk([
        { name: 'export', data: { jobId: id }, opts: { jobId: id } },
        { name: 'export', data: { jobId: id }, opts: { jobId: `${id}-again` } },
      ]);
    }
    await queue().resume();
    const done = await waitFor(async () => {
      const rows = await h.query<{ id: string; state: string; rows: number }>(
        `SELECT id, state, rows FROM export.export_jobs WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      return rows.every((r) => r.state === 'completed' || r.state === 'failed') && rows;
    }, 30_000);
    expect(done.map((r) => r.state)).toEqual(ids.map(() => 'completed'));
    const files = [];
    for (const id of ids) {
      const chunks = await h.query<{ seq: number }>(
        'SELECT seq FROM export.export_job_chunks WHERE job_id = $1 ORDER BY seq',
        [id],
      );
      expect(chunks.map((c) => c.seq)).toEqual(chunks.map((_, i) => i));
      const { response, bytes } = await h.call('admin', `/api/exports/jobs/${id}/download`);
      expect(response.status).toBe(200);
      files.push(bytes.length);
    }
    // the same export four times: four files of the same size, none written twice over
    expect(new Set(files).size).toBe(1);
    expect(files[0]).toBeGreaterThan(0);
  });
});
