import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { startGateway, type RunningGateway } from '../src/server';

/** /dev/mail shows the local catcher's mails with DEV_MAIL=1 (npm start), and does not exist otherwise. */
describe('gateway /dev/mail', () => {
  let catcher: MailCatcher;
  const gateways: RunningGateway[] = [];
  const link = 'http://localhost:8080/#/confirmRegistration/0123456789abcdef';

  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    await nodemailer.createTransport(`smtp://127.0.0.1:${catcher.smtpPort}`).sendMail({
      from: 'Schießsport-Portal <noreply@schiesssport-portal.at>',
      to: 'anna@example.at',
      subject: 'Bitte bestätigen Sie Ihre Registrierung',
      text: `Guten Tag Anna Huber,\n\n${link}\n`,
      html: `<p>Guten Tag <b>Anna</b> Huber,</p><p><a href="${link}">Bestätigen</a></p>`,
    });
  });
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.stop()));
    await catcher?.stop();
  });

  /** A gateway without upstream services: only /dev/mail is under test. */
  async function gateway(env: Record<string, string>) {
    const started = await startGateway({
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      REDIS_PREFIX: `test:devmail:${randomBytes(3).toString('hex')}:`,
      MAIL_CATCHER_URL: `http://127.0.0.1:${catcher.httpPort}`,
      ...env,
    });
    gateways.push(started);
    return `http://127.0.0.1:${started.port}`;
  }

  it('when DEV_MAIL=1 with a catcher then the page lists the caught mail', async () => {
    const base = await gateway({ NODE_ENV: 'development', DEV_MAIL: '1' });
    const page = await fetch(`${base}/dev/mail`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Bitte bestätigen Sie Ihre Registrierung');
    expect(html).toContain('anna@example.at');
    expect(html).toContain(`<a href="${link}" target="_blank" rel="noopener">${link}</a>`);
    // the HTML part only inside a sandboxed frame, escaped into srcdoc
    expect(html).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="');
    expect(html).toContain('&lt;b&gt;Anna&lt;/b&gt;');
    expect(html).not.toContain('<b>Anna</b>');

    const json = await fetch(`${base}/dev/mail/messages.json`);
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual([
      expect.objectContaining({
        subject: 'Bitte bestätigen Sie Ihre Registrierung',
        to: 'anna@example.at',
        text: expect.stringContaining(link),
      }),
    ]);
  });

  it.each([
    ['development without DEV_MAIL (the default NODE_ENV)', {}],
    ['development with DEV_MAIL=0', { NODE_ENV: 'development', DEV_MAIL: '0' }],
    ['test without DEV_MAIL', { NODE_ENV: 'test' }],
  ])('when %s then /dev/mail does not exist', async (_case, env: Record<string, string>) => {
    const base = await gateway({ NODE_ENV: '', ...env });
    expect((await fetch(`${base}/dev/mail`)).status).toBe(404);
    expect((await fetch(`${base}/dev/mail/messages.json`)).status).toBe(404);
  });

  it('when production is started with DEV_MAIL=1 and a catcher then the gateway refuses to start naming both', async () => {
    const starting = gateway({ NODE_ENV: 'production', DEV_MAIL: '1' });
    await expect(starting).rejects.toThrow('DEV_MAIL: switches on the development mail catcher');
    await expect(starting).rejects.toThrow('MAIL_CATCHER_URL: switches on the development mail catcher');
  });

  it('when DEV_MAIL=1 without a catcher then /dev/mail does not exist', async () => {
    const base = await gateway({ DEV_MAIL: '1', MAIL_CATCHER_URL: '' });
    expect((await fetch(`${base}/dev/mail`)).status).toBe(404);
  });

  it('when the catcher does not answer then the gateway says so with 502', async () => {
    const base = await gateway({ DEV_MAIL: '1', MAIL_CATCHER_URL: 'http://127.0.0.1:1' });
    expect((await fetch(`${base}/dev/mail`)).status).toBe(502);
    const json = await fetch(`${base}/dev/mail/messages.json`);
    expect(json.status).toBe(502);
    expect(await json.json()).toEqual({ error: 'SERVICE_UNAVAILABLE' });
  });
});
