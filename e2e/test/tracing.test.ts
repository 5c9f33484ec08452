import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenMatch, reserveItem, type OpenMatch } from './cartData';
import { connectedTree, startOtlpReceiver, type ReceivedSpan } from '@portal/service-kit/testing';
import { startPortal, type Portal } from './portal';
import { callApi, login } from './session';

/** the checkout of the cart, which mails the sign-on confirmation (docs/registration-mails.md) */
const CHECKOUT = /^\/api\/publicResources\/cart\/\d+\/submit$/;
/** the request's path on the server span, in the old or the stable HTTP conventions */
const pathOf = (span: ReceivedSpan) => String(span.attributes['http.target'] ?? span.attributes['url.path']);

/**
 * Traces (docs/tracing.md): every process exports OTLP to a receiver in the test, and one
 * shooter's sign-up makes one trace from the gateway through registration, its outbox, the broker and
 * notification's consumer to the SMTP hand-over of the confirmation mail.
 */
describe('one sign-up is one trace across the processes', () => {
  let portal: Portal;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let match: OpenMatch;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    portal = await startPortal({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    const admin = await login(portal.url, 'admin', 'Admin123!');
    match = await createOpenMatch(portal.url, portal.infra.databaseUrl, admin, 'Trace-Cup');
  });
  afterAll(async () => {
    await portal?.stop();
    await receiver?.stop();
  });

  it('the gateway, registration, the relay, notification and the mail send share one connected trace', async () => {
    const shooter = await login(portal.url, 'shooter', 'Shooter123!');
    const reserved = await reserveItem(portal.url, match, shooter);
    await callApi(portal.url, `publicResources/cart/${reserved.cartId}/submit`, shooter, {
      method: 'PUT',
      body: { paymentMethod: 'PAY_ON_SITE', agbs: true, cartToken: reserved.cartToken ?? undefined },
    });
    await waitFor(
      async () => portal.mail.messages().find((m) => m.subject === 'Anmeldebestätigung: Trace-Cup'),
      20_000,
      100,
    );

    const signUp = await waitFor(
      async () =>
        receiver.spans.find((s) => s.service === 'gateway' && s.kind === 2 && CHECKOUT.test(pathOf(s))),
      20_000,
      100,
    );
    // spans arrive in batches from seven processes: wait until the trace is whole
    const trace = await waitFor(
      async () => {
        const spans = receiver.trace(signUp.traceId);
        const services = new Set(spans.map((s) => s.service));
        const whole =
          ['gateway', 'registration', 'notification'].every((name) => services.has(name)) &&
          spans.some((s) => s.name === 'smtp send') &&
          connectedTree(spans).connected;
        return whole && spans;
      },
      20_000,
      200,
    ).catch(() => receiver.trace(signUp.traceId));

    const names = trace.map((s) => `${s.service}: ${s.name}`);
    expect(connectedTree(trace), names.join('\n')).toMatchObject({ connected: true, orphans: [] });
    // the root is the gateway's server span of the sign-up
    expect(trace.filter((s) => !s.parentSpanId)).toEqual([signUp]);
    expect([...new Set(trace.map((s) => s.service))]).toEqual(
      expect.arrayContaining(['gateway', 'registration', 'notification']),
    );
    const byId = new Map(trace.map((s) => [s.spanId, s]));
    const ancestry = (span: ReceivedSpan) => {
      const chain: string[] = [];
      for (let at: ReceivedSpan | undefined = span; at; at = byId.get(at.parentSpanId ?? ''))
        chain.push(`${at.service}: ${at.name}`);
      return chain;
    };
    // the mail send descends from notification's consumer, the relay's publish and registration
    const send = trace.find((s) => s.service === 'notification' && s.name === 'smtp send');
    expect(send, names.join('\n')).toBeDefined();
    const chain = ancestry(send!);
    expect(
      chain.some((step) => /^notification: .* process$/.test(step)),
      chain.join('\n'),
    ).toBe(true);
    expect(
      chain.some((step) => /^registration: .* publish$/.test(step)),
      chain.join('\n'),
    ).toBe(true);
    expect(chain.at(-1)).toBe(`gateway: ${signUp.name}`);
    // the instrumentations' PostgreSQL spans joined the same trace
    const database = (span: ReceivedSpan) =>
      span.attributes['db.system.name'] ?? span.attributes['db.system'];
    expect(trace.some((s) => s.service === 'registration' && database(s) === 'postgresql')).toBe(true);
    expect(trace.some((s) => s.service === 'notification' && database(s) === 'postgresql')).toBe(true);
  });
});
