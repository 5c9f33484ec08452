import { CATALOG_EVENTS, ORDER_EVENTS } from '@portal/contracts';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationHarness, PUBLIC_BASE_URL } from './notification-harness';

const OWN = 37;
const OTHER = 38;

/**
 * The back-office's notification endpoints (issue 13 item 4): the mail log per competition and
 * per user (admins all, a club's admins their club's only) and the test mail of a kind with the
 * club's head and blocks; bad input is refused with the spec's keys and sends nothing.
 */
describe('notification mail log and test mail endpoints', () => {
  const h = new NotificationHarness();
  let admin: string;
  let clubAdmin: string;
  let otherClubAdmin: string;
  let shooterToken: string;

  beforeAll(async () => {
    await h.start('notifapi');
    await h.club(OWN, 'SV Eigen');
    await h.club(OTHER, 'SV Fremd');
    await h.handled(
      h.envelope(CATALOG_EVENTS.competitionUpserted, h.competition(901, OWN, { division_ids: [] }), 1),
    );
    await h.handled(
      h.envelope(CATALOG_EVENTS.competitionUpserted, h.competition(902, OTHER, { division_ids: [] }), 1),
    );
    await h.user(3001, 'member@example.at', { clubId: OWN });
    await h.user(3002, 'own-admin@example.at', { clubId: OWN, roles: ['ROLE_CLUB_ADMIN'], all: false });
    await h.user(3003, 'stranger@example.at', { clubId: OTHER });
    admin = await h.keys.sign({ sub: '3100', roles: ['ROLE_ADMIN'], permissions: ['IS_ADMIN'] });
    clubAdmin = await h.keys.sign({
      sub: '3002',
      roles: ['ROLE_CLUB_ADMIN'],
      permissions: ['IS_CLUB_ADMIN'],
      clubId: OWN,
    });
    otherClubAdmin = await h.keys.sign({
      sub: '3004',
      roles: ['ROLE_CLUB_ADMIN'],
      permissions: ['IS_CLUB_ADMIN'],
      clubId: OTHER,
    });
    shooterToken = await h.keys.sign({ sub: '3001', clubId: OWN });
    for (const [competitionId, clubId, userId, email] of [
      [901, OWN, 3001, 'member@example.at'],
      [902, OTHER, 3003, 'stranger@example.at'],
    ] as const) {
      const ref = h.item({ competitionId, clubId, userId, email });
      await h.publish(
        h.envelope(ORDER_EVENTS.orderItemPaymentChanged, {
          ...ref,
          paid: true,
          paid2: false,
          by: 'PROVIDER',
          paymentId: 'p',
        }),
      );
      await h.arrived(email, 'Zahlung erhalten');
    }
    await waitFor(
      async () =>
        (await h.query('SELECT 1 FROM notification.mail_log WHERE competition_id IS NOT NULL')).length === 2,
    );
  });
  afterAll(() => h.stop());

  const log = (query: string, token?: string) => h.api('GET', `/api/notifications/mailLog?${query}`, token);

  it('when an admin or the club admin reads a competition’s or a member’s log then the mails are listed; other clubs’ logs are refused', async () => {
    const own = await log('competitionId=901', clubAdmin);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      totalElements: 1,
      content: [
        expect.objectContaining({
          type: 'registrationChangePaymentReceived',
          recipient: 'member@example.at',
          subject: 'Zahlung erhalten: Landescup 901',
          status: 'sent',
          userId: 3001,
          competitionId: 901,
          error: null,
        }),
      ],
    });
    expect((await log('userId=3001', clubAdmin)).body).toMatchObject({ totalElements: 1 });
    expect((await log('competitionId=902', admin)).body).toMatchObject({ totalElements: 1 });
    expect((await log('userId=3003', admin)).body).toMatchObject({ totalElements: 1 });
    expect(await log('competitionId=902', clubAdmin)).toEqual({
      status: 403,
      body: { error: 'PERMISSION_DENIED' },
    });
    expect((await log('userId=3003', clubAdmin)).status).toBe(403);
    expect((await log('competitionId=901', otherClubAdmin)).status).toBe(403);
    expect((await log('competitionId=901', shooterToken)).status).toBe(403);
    expect((await log('competitionId=901')).status).toBe(401);
  });

  it('when the log query is incomplete or malformed then 400 with the key', async () => {
    expect(await log('', admin)).toMatchObject({ status: 400, body: { error: 'FIELD_IS_REQUIRED' } });
    expect((await log('competitionId=901&userId=3001', admin)).status).toBe(400);
    expect((await log('competitionId=abc', admin)).status).toBe(400);
    expect((await log('competitionId=901&size=0', admin)).status).toBe(400);
    expect((await log('competitionId=901&bogus=1', admin)).status).toBe(400);
  });

  it('when a club admin asks for a test mail of a kind then it comes to them with the club’s head and the block of its type; not for another club', async () => {
    const sent = await h.api('POST', '/api/notifications/testMail', clubAdmin, {
      clubId: OWN,
      kind: 'competitionStartReminder',
      locale: 'en',
    });
    expect(sent).toEqual({
      status: 200,
      body: { to: 'own-admin@example.at', kind: 'competitionStartReminder' },
    });
    const [mail] = await h.arrived('own-admin@example.at', 'starts soon');
    expect(mail!.text).toContain('Schießsport-Portal · SV Eigen');
    expect(mail!.html).toContain(`src="${PUBLIC_BASE_URL}/api/download/logo-${OWN}"`);
    expect(mail!.html).toContain('<p>Block UPCOMING &amp; mehr</p>');
    expect(mail!.text).toContain('Sample competition');

    const refused = await h.api('POST', '/api/notifications/testMail', clubAdmin, {
      clubId: OTHER,
      kind: 'squadPlaceFree',
    });
    expect(refused).toEqual({ status: 403, body: { error: 'PERMISSION_DENIED' } });
    expect(
      (await h.api('POST', '/api/notifications/testMail', clubAdmin, { clubId: OWN, kind: 'nope' })).status,
    ).toBe(400);
    expect(
      (await h.api('POST', '/api/notifications/testMail', clubAdmin, { kind: 'squadPlaceFree' })).status,
    ).toBe(400);
    expect(
      (
        await h.api('POST', '/api/notifications/testMail', shooterToken, {
          clubId: OWN,
          kind: 'squadPlaceFree',
        })
      ).status,
    ).toBe(403);
    await h.settle();
    expect(h.mailsTo('own-admin@example.at')).toHaveLength(1);
  });
});
