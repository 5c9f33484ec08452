import { randomUUID } from 'node:crypto';
import { ORDER_EVENTS, type CheckoutRequested, type EventEnvelope } from '@portal/contracts';
import { createTokenVerifier, startService, type BaseConfig, type RunningService } from '@portal/service-kit';
import {
  consumerQueues,
  createTestInfra,
  createTestKeys,
  waitFor,
  type TestInfra,
} from '@portal/service-kit/testing';
import amqp, { type ChannelModel, type ConfirmChannel } from 'amqplib';
import { freePort } from '../../../scripts/stack';
import { paymentService, type PaymentParts } from '../src/service';

/** A payment service on its own database, exchange and queues, with a channel to send it events. */
export interface PaymentHarness {
  infra: TestInfra;
  service: RunningService<BaseConfig, PaymentParts>;
  base: string;
  admin: string;
  shooter: string;
  /** a token for other callers (another shooter, a club admin, a guest account) */
  sign: Awaited<ReturnType<typeof createTestKeys>>['sign'];
  requestCheckout(over?: Partial<CheckoutRequested>): Promise<CheckoutRequested>;
  /** another service's event, sent through the broker (confirmed, not yet applied) */
  publish(type: string, payload: unknown): Promise<void>;
  /** payment's outbox events of a type, oldest first */
  outbox(type: string): Promise<Record<string, unknown>[]>;
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

let nextItemId = 5000;

export async function startPayment(label: string, env: Record<string, string> = {}): Promise<PaymentHarness> {
  const infra = await createTestInfra(label);
  const keys = await createTestKeys();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const service = await startService(
    paymentService,
    {
      ...infra.env,
      PORT: String(port),
      PUBLIC_BASE_URL: base,
      SANDBOX_CALLBACK_URL: `${base}/api/publicResources/payments/callbacks/sandbox`,
      CHECKOUT_WAIT_MS: '3000',
      CONSUMER_RETRY_BASE_MS: '200',
      ...env,
    },
    { verifyToken: createTokenVerifier({ keys: keys.jwks }) },
  );
  const connection: ChannelModel = await amqp.connect(infra.env.AMQP_URL);
  const channel: ConfirmChannel = await connection.createConfirmChannel();
  const query = async <T>(text: string, values: unknown[] = []) =>
    (await service.ctx.database.pool.query(text, values)).rows as T[];
  const publish = async (type: string, payload: unknown) => {
    const event: EventEnvelope<unknown> = {
      id: randomUUID(),
      type,
      version: 1,
      occurredAt: new Date().toISOString(),
      producer: 'registration',
      correlationId: null,
      payload,
    };
    channel.publish(infra.exchange, event.type, Buffer.from(JSON.stringify(event)), {
      persistent: true,
      contentType: 'application/json',
      messageId: event.id,
    });
    await channel.waitForConfirms();
  };
  return {
    infra,
    service,
    base,
    admin: await keys.sign({ sub: '1', roles: ['ROLE_ADMIN'], permissions: ['IS_ADMIN'] }),
    shooter: await keys.sign({ sub: '40' }),
    sign: keys.sign,
    publish,
    async requestCheckout(over = {}) {
      const itemId = nextItemId++;
      const payload: CheckoutRequested = {
        checkoutId: randomUUID(),
        purpose: 'ORDER',
        orderIds: [itemId + 100_000],
        itemIds: [itemId],
        second: false,
        userId: 40,
        email: 'anna@example.at',
        locale: 'de',
        amountCents: 4550,
        payableUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
        ...over,
      };
      await publish(ORDER_EVENTS.checkoutRequested, payload);
      await waitFor(
        async () =>
          (await query('SELECT 1 FROM payment.checkouts WHERE id = $1', [payload.checkoutId])).length === 1,
      );
      return payload;
    },
    async outbox(type) {
      const rows = await query<{ envelope: { payload: Record<string, unknown> } }>(
        'SELECT envelope FROM payment.outbox WHERE type = $1 ORDER BY id',
        [type],
      );
      return rows.map((r) => r.envelope.payload);
    },
    query,
    async stop() {
      await connection.close();
      await service.stop();
      await infra.cleanup(consumerQueues(`${infra.queuePrefix}.payment`, 5));
    },
  };
}

/** A request that does not follow redirects, so the test sees each 303. */
export async function call(
  url: string,
  init: RequestInit & { token?: string } = {},
): Promise<{ status: number; location: string | null; body: unknown; text: string }> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const res = await fetch(url, { ...init, headers, redirect: 'manual' });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: res.status, location: res.headers.get('location'), body, text };
}
