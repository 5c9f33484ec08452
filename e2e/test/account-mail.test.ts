import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startPortal, type Portal } from './portal';

const registration = {
  username: 'mail.flow',
  email: 'mail.flow@example.at',
  password: 'Passw0rdX',
  passwordValid: 'Passw0rdX',
  selectedLanguage: 'en',
  salutation: 'mr',
  firstName: 'Moritz',
  lastName: 'Mailer',
  address: 'Lindengasse 4',
  zip: '1070',
  city: 'Wien',
  country: 'at',
  state: 'W',
  competitionClass: { id: 1 },
  division: { id: 1 },
  factor: { id: 1 },
  club: null,
  allowInformations: true,
  conditions: true,
  payment: true,
};

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const login = (url: string, username: string, password: string) =>
  fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });

describe('account mail through the gateway, identity, RabbitMQ, notification and real SMTP', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(async () => portal?.stop());

  it('when a guest registers then the English confirmation mail arrives and its link confirms the account', async () => {
    expect((await post(`${portal.url}/api/publicResources/createUser`, registration)).status).toBe(201);
    expect((await login(portal.url, 'mail.flow', 'Passw0rdX')).status).toBe(417);
    const mail = await portal.mailTo('mail.flow@example.at');
    expect(mail.subject).toMatch(/confirm/i);
    const link = linkIn(mail, 'confirmRegistration');
    expect(link.startsWith(`${portal.url}/#/confirmRegistration/`)).toBe(true);
    const token = link.split('/').at(-1)!;
    expect((await post(`${portal.url}/api/publicResources/verifyToken`, { token })).status).toBe(200);
    const session = await login(portal.url, 'mail.flow', 'Passw0rdX');
    expect(session.status).toBe(200);
    expect(session.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('when a password reset is asked then the mail link sets a new password once', async () => {
    expect(
      (await post(`${portal.url}/api/publicResources/resetPassword`, { email: 'mail.flow@example.at' }))
        .status,
    ).toBe(204);
    const mail = await portal.mailTo('mail.flow@example.at', /password/i);
    const token = linkIn(mail, 'confirmPasswordReset').split('/').at(-1)!;
    const body = { token, password: 'Renewed12', passwordValid: 'Renewed12' };
    expect((await post(`${portal.url}/api/publicResources/confirmPasswordReset`, body)).status).toBe(204);
    expect((await post(`${portal.url}/api/publicResources/confirmPasswordReset`, body)).status).toBe(400);
    expect((await login(portal.url, 'mail.flow', 'Renewed12')).status).toBe(200);
  });

  it('when a demo admin blocks the user then the gateway refuses the open session at its next request', async () => {
    const user = await login(portal.url, 'mail.flow', 'Renewed12');
    const userToken = user.headers.get('authorization')!;
    const { id } = (await user.json()) as { id: number };
    const admin = await login(portal.url, 'admin', 'Admin123!');
    const adminToken = admin.headers.get('authorization')!;
    const block = await fetch(`${portal.url}/api/users/updateActive`, {
      method: 'PUT',
      headers: { authorization: adminToken, 'content-type': 'application/json' },
      body: JSON.stringify({ id, active: false }),
    });
    expect(block.status).toBe(204);
    // any service, here catalog, refuses it: the gateway's deny-list check answers first
    const next = await fetch(`${portal.url}/api/publicResources/factors`, {
      headers: { authorization: userToken },
    });
    expect(next.status).toBe(401);
    // and every service on its own, without the gateway
    for (const service of ['catalog', 'registration', 'payment', 'export'] as const) {
      const direct = await fetch(`${portal.stack!.serviceUrls[service]}/api/no-such-path`, {
        headers: { authorization: userToken },
      });
      expect(direct.status, service).toBe(401);
    }
    const again = await login(portal.url, 'mail.flow', 'Renewed12');
    expect(again.status).toBe(402);
    expect(await again.json()).toEqual({ error: 'Inactive_user' });
  });
});
