import { randomBytes } from 'node:crypto';
import { createTestInfra, waitFor, type TestInfra } from '@portal/service-kit/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { freePort } from '../../scripts/stack';
import { openBrowser } from '../test/browser';
import { createOpenMatch, reserveItem, type OpenMatch } from '../test/cartData';
import { seededTemplate } from '../test/seeded-template';
import { login } from '../test/session';
import { podman, startContainers, type RunningContainers } from './containers';

/**
 * `npm run images:smoke` (docs/container-images.md): the seven images as an operator runs them, with
 * NODE_ENV=production, against this machine's PostgreSQL, Redis and RabbitMQ and a real SMTP
 * receiver. A guest signs up for a match, pays by card on the sandbox provider's page in Chromium,
 * and the registration's mail arrives.
 */
describe('the images, started as containers', () => {
  let infra: TestInfra;
  let mail: MailCatcher;
  let containers: RunningContainers;
  let match: OpenMatch;

  beforeAll(async () => {
    infra = await createTestInfra('images', { template: await seededTemplate() });
    mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    const gatewayPort = await freePort();
    containers = await startContainers(
      {
        ...infra.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        PUBLIC_BASE_URL: `http://127.0.0.1:${gatewayPort}`,
        SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
        // the sandbox moves no money; production runs it only behind this switch, with a secret
        PAYMENT_SANDBOX_DEMO: 'true',
        SANDBOX_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
        // registration signs fair-opening admissions with it; production refuses the default
        FAIR_QUEUE_SECRET: randomBytes(32).toString('hex'),
      },
      gatewayPort,
    );
    const admin = await login(containers.gatewayUrl, 'admin', 'Admin123!');
    match = await createOpenMatch(containers.gatewayUrl, infra.databaseUrl, admin, 'Image-Cup', {
      paymentWithWirecard: true,
    });
  });
  afterAll(async () => {
    await containers?.stop();
    await mail?.stop();
    await infra?.cleanup();
  });

  it('when each image runs then it runs Node 24, compiled, as a non-root user on a read-only root', async () => {
    const names = (await podman('ps', '--format', '{{.Names}}'))
      .split('\n')
      .filter((n) => n.startsWith('portal-smoke-'));
    expect(names).toHaveLength(7);
    for (const name of names) {
      const inspected = JSON.parse(await podman('inspect', name)) as {
        Config: { User: string; Cmd: string[] };
        HostConfig: { ReadonlyRootfs: boolean };
      }[];
      expect(inspected[0]!.Config.User, name).toBe('1000:1000');
      expect(inspected[0]!.HostConfig.ReadonlyRootfs, name).toBe(true);
      // the tracing module first: idle unless OTEL_* asks for export (docs/tracing.md)
      expect(inspected[0]!.Config.Cmd.join(' '), name).toMatch(
        /^node --enable-source-maps --import \.\/(\S+)\/dist\/tracing\.js \1\/dist\/index\.js$/,
      );
      expect(await podman('exec', name, 'node', '--version'), name).toMatch(/^v24\./);
      // no TypeScript and no tsx in the image
      expect(
        await podman('exec', name, 'sh', '-c', 'ls node_modules | grep -cx -e tsx -e typescript || true'),
      ).toBe('0');
    }
  });

  it('when a guest signs up and pays by card on the sandbox page then the payment lands and the mail arrives', async () => {
    const reserved = await reserveItem(containers.gatewayUrl, match, null);
    const browser = await openBrowser();
    try {
      const page = await browser.context.newPage();
      await page.goto(`${containers.gatewayUrl}/#/dashboard`);
      await page.evaluate(`(() => {
        localStorage.setItem('locale', 'en');
        localStorage.setItem('cartId', '${reserved.cartId}');
        localStorage.setItem('cartToken', '${reserved.cartToken}');
        localStorage.setItem('cartAmount', '1');
      })()`);
      await page.goto(`${containers.gatewayUrl}/#/checkout`);
      await page.reload();
      await page.getByTestId('checkout-next').click();
      await page.getByLabel(/Card payment/).check();
      await page.getByTestId('checkout-next').click();
      await page.getByTestId('checkout-agbs').locator('input').check();
      await page.getByTestId('checkout-submit').click();
      await page.waitForURL(/\/api\/publicResources\/payments\/sandbox\/[0-9a-f-]{36}$/);
      await page.locator('button[value="success"]').click();
      await page.waitForURL(/#\/paymentComplete/);
      expect(await page.getByTestId('payment-complete').textContent()).toMatch(/payment has been received/);
    } finally {
      await browser.close();
    }
    const db = new pg.Pool({ connectionString: infra.databaseUrl, max: 1 });
    try {
      const itemId = reserved.orderItems[0]!.id;
      await waitFor(
        async () =>
          (await db.query('SELECT paid FROM registration.order_items WHERE id = $1', [itemId])).rows[0]?.paid,
        20_000,
        200,
      );
    } finally {
      await db.end();
    }
    const sent = await waitFor(
      async () => mail.messages().find((m) => /Image-Cup/.test(m.subject)),
      30_000,
      200,
    );
    expect(sent.to).toMatch(/@example\.at/);
  });
});
