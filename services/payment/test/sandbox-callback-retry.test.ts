import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ORDER_EVENTS } from '@portal/contracts';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startPayment, type PaymentHarness } from './support';

/**
 * The sandbox's callback passes a stand-in for the gateway that refuses the first delivery of each
 * checkout (a busy or restarting replica) and forwards the others to payment itself.
 */
describe('payment: the sandbox tries a refused callback again', () => {
  let h: PaymentHarness;
  let gateway: http.Server;
  const deliveries = new Map<string, number>();

  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const checkoutId = (
          JSON.parse(body.toString()) as { data: { object: { client_reference_id: string } } }
        ).data.object.client_reference_id;
        const seen = (deliveries.get(checkoutId) ?? 0) + 1;
        deliveries.set(checkoutId, seen);
        if (seen === 1) {
          res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"SERVICE_UNAVAILABLE"}');
          return;
        }
        void fetch(`${h.base}/api/publicResources/payments/callbacks/sandbox`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': String(req.headers['stripe-signature']),
          },
          body,
        }).then(async (answer) => res.writeHead(answer.status).end(await answer.text()));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const port = (gateway.address() as AddressInfo).port;
    h = await startPayment('paycbretry', {
      SANDBOX_CALLBACK_URL: `http://127.0.0.1:${port}/api/publicResources/payments/callbacks/sandbox`,
    });
  });
  afterAll(async () => {
    await h?.stop();
    gateway?.close();
  });

  it('when the first callback is refused then the payment is applied once by a later try', async () => {
    const request = await h.requestCheckout();
    await call(`${h.base}/api/publicResources/payments/checkouts/${request.checkoutId}`);
    const decided = await call(`${h.base}/api/publicResources/payments/sandbox/${request.checkoutId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'result=success',
    });
    expect(decided.status).toBe(303);
    const statusOf = async () =>
      (
        await h.query<{ status: string }>('SELECT status FROM payment.checkouts WHERE id = $1', [
          request.checkoutId,
        ])
      )[0]!.status;
    // refused at first: nothing applied yet
    expect(await statusOf()).toBe('OPEN');
    await waitFor(async () => (await statusOf()) === 'SUCCEEDED', 10_000, 100);
    expect(deliveries.get(request.checkoutId)).toBe(2);
    const succeeded = (await h.outbox(ORDER_EVENTS.paymentSucceeded)).filter(
      (p) => p.checkoutId === request.checkoutId,
    );
    expect(succeeded).toHaveLength(1);
  });
});
