import fs from 'node:fs';
import { IDENTITY_EVENTS } from '@portal/contracts';
import { metricValue, scrapeMetrics, waitFor, type MetricSample } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveOverHttp, startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, prepareBody, shooterToken } from './support';

/** the rush dashboard (docs/metrics.md): every metric it queries must be one a process exports */
const DASHBOARD = new URL('../../../k8s/grafana/portal-rush.json', import.meta.url);

/**
 * The rush in /metrics (docs/metrics.md), one registration process on the real PostgreSQL, Redis
 * and RabbitMQ: a hold, a refusal, an expiry by the timer thread's sweep, a release, a reserve and
 * a dead-lettered event each move their counter with their labels.
 */
describe('the sign-up rush in /metrics', () => {
  let r: Registrations;
  let base: string;
  const scrape = () => scrapeMetrics(base);
  const prepare = (squadId: number, jwt: string) =>
    call(base, 'POST', 'publicResources/prepareOrder', prepareBody(720, squadId), jwt);

  beforeAll(async () => {
    r = await startRegistrations(
      1,
      {
        CONSUMER_MAX_ATTEMPTS: '2',
        CONSUMER_RETRY_BASE_MS: '50',
        HOLD_SWEEP_INTERVAL_MS: '100',
      },
      'metrics',
    );
    base = r.bases[0]!;
    await r.publishCompetition(
      competitionSnapshot(720, [
        { id: 7200, squadSize: 1, maxWaitingListSize: 0 },
        { id: 7201, squadSize: 2, maxWaitingListSize: 0 },
      ]),
    );
  });
  afterAll(() => r?.stop());

  it('when holds are taken, refused, expired, released and reserved then each counter moves with its label', async () => {
    const before = await scrape();
    const held = await prepare(7200, await shooterToken(r.keys, 81));
    expect(held.status).toBe(200);
    expect((await prepare(7200, await shooterToken(r.keys, 82))).body.error).toBe('SQUAD_FULL');
    // the countdown runs out now: the timer thread's sweep ends it
    await r.query(`UPDATE registration.orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      held.body.id,
    ]);
    await waitFor(
      async () =>
        (
          await r.query('SELECT 1 FROM registration.orders WHERE id = $1 AND status = $2', [
            held.body.id,
            'EXPIRED',
          ])
        ).length > 0,
    );
    const left = await prepare(7201, await shooterToken(r.keys, 83));
    await call(
      base,
      'POST',
      'publicResources/releaseOrder',
      { token: left.body.orderItems[0].token },
      await shooterToken(r.keys, 83),
    );
    const jwt = await shooterToken(r.keys, 84);
    await reserveOverHttp(base, (await prepare(7201, jwt)).body.orderItems[0].token as string, jwt);

    // the expiry is counted in the timer thread and reaches this registry by a message; the relay
    // publishes the holds' occupancy events on its own time
    const after = await waitFor(async () => {
      const samples = await scrape();
      const expired = metricValue(samples, 'portal_hold_expiry_lag_seconds_count', { path: 'sweep' }) > 0;
      return expired && metricValue(samples, 'portal_outbox_lag_seconds_count') > 0 ? samples : undefined;
    }, 20_000);
    const moved = (name: string, labels: Record<string, string> = {}) =>
      metricValue(after, name, labels) - metricValue(before, name, labels);
    expect(moved('portal_holds_taken_total')).toBe(3);
    expect(moved('portal_holds_ended_total', { how: 'expired' })).toBe(1);
    expect(moved('portal_holds_ended_total', { how: 'released' })).toBe(1);
    expect(moved('portal_holds_ended_total', { how: 'reserved' })).toBe(1);
    expect(moved('portal_prepare_decisions_total', { outcome: 'held' })).toBe(3);
    expect(moved('portal_prepare_decisions_total', { outcome: 'SQUAD_FULL' })).toBe(1);
    expect(moved('portal_prepare_decision_duration_seconds_count')).toBe(4);
    expect(moved('portal_hold_expiry_lag_seconds_count', { path: 'sweep' })).toBe(1);
    expect(metricValue(after, 'portal_holds_running')).toBe(0);
    // the holds' occupancy events went out through the relay
    console.log(
      metricValue(before, 'portal_outbox_lag_seconds_count'),
      metricValue(after, 'portal_outbox_lag_seconds_count'),
      metricValue(after, 'portal_outbox_unpublished_rows'),
      JSON.stringify(
        await r.query(
          'SELECT count(*) FILTER (WHERE published_at IS NULL) AS u, count(*) AS n FROM registration.outbox',
        ),
      ),
    );
    expect(moved('portal_outbox_lag_seconds_count')).toBeGreaterThan(0);
    expect(after.some((s) => s.name === 'portal_outbox_unpublished_rows')).toBe(true);
    expect(
      after.find((s) => s.name === 'portal_job_queue_jobs' && s.labels.queue === 'hold-expiry'),
    ).toBeDefined();
    // every sample names its service and no user or competition
    const rush = after.filter((s) => /^portal_(holds|prepare|hold_expiry)/.test(s.name));
    expect(rush.every((s) => s.labels.service === 'registration')).toBe(true);
    expect(rush.flatMap((s) => Object.keys(s.labels))).not.toContain('user');
  });

  it('when an event fails every attempt then its retry and its dead letter are counted by queue and type', async () => {
    const queue = `${r.infra.queuePrefix}.registration`;
    // a user snapshot without a user: the handler fails on every attempt
    await r.events.publish(IDENTITY_EVENTS.userUpserted, 1, {});
    const labels = { queue, type: IDENTITY_EVENTS.userUpserted };
    const samples = await waitFor(async () => {
      const s = await scrape();
      return metricValue(s, 'portal_consumer_dead_letters_total', labels) === 1 ? s : undefined;
    }, 15_000);
    expect(metricValue(samples, 'portal_consumer_retries_total', labels)).toBe(1);
    expectDashboardMetricsIn(samples);
  });
});

/**
 * Each metric of the dashboard's expressions is a sample name of the scrape (after the test's
 * traffic); the gateway's live-places metrics (`portal_live_*`) are checked in its own test.
 */
function expectDashboardMetricsIn(samples: MetricSample[]) {
  const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, 'utf8')) as {
    panels: { datasource: { uid: string }; targets: { expr: string }[] }[];
    templating: { list: { name: string; type: string; query: string }[] };
  };
  expect(dashboard.templating.list).toContainEqual(
    expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }),
  );
  const used = new Set(
    dashboard.panels
      .flatMap((p) => p.targets.flatMap((t) => t.expr.match(/\b(?:portal|http)_\w+/g) ?? []))
      .filter((name) => !name.startsWith('portal_live_')),
  );
  const exported = new Set(samples.map((s) => s.name));
  expect([...used].filter((name) => !exported.has(name))).toEqual([]);
  expect(used.size).toBeGreaterThanOrEqual(10);
  expect(dashboard.panels.every((p) => p.datasource.uid === '${datasource}')).toBe(true);
}
