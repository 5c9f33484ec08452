import { waitFor } from '@portal/service-kit/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from './portal';
import { login } from './session';

const BLOCK = 'Bitte 30 Minuten vor Beginn beim Stand sein';

/**
 * Signing up someone else end to end: identity publishes the deputy with the user, registration
 * lets the deputy sign the user up, and notification mails the sign-on confirmation (with the
 * club's block from catalog) to the represented user through RabbitMQ and real SMTP.
 */
describe('a deputy signs up the user they act for and the user gets the sign-on confirmation', () => {
  let portal: Portal;
  let pool: pg.Pool;
  const api = async (path: string, token: string | null, method = 'GET', body?: unknown) => {
    const response = await fetch(`${portal.url}/api/${path}`, {
      method,
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
  };

  beforeAll(async () => {
    portal = await startPortal();
    pool = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 2 });
  });
  afterAll(async () => {
    await pool?.end();
    await portal?.stop();
  });

  it('when shooter acts for shooter2 then the order is shooter2’s and shooter2 gets the German mail with the club block and the link', async () => {
    const [{ id: competitionId, club_id: clubId }] = (
      await pool.query(
        `SELECT id, club_id FROM catalog.competitions WHERE name = 'Grazer Stadtmeisterschaft'`,
      )
    ).rows;
    const [{ id: squadId }] = (
      await pool.query('SELECT id FROM catalog.squads WHERE competition_id = $1 ORDER BY id LIMIT 1', [
        competitionId,
      ])
    ).rows;

    // the organising club's sign-on block, written as the club form sends it
    const admin = await login(portal.url, 'admin', 'Admin123!');
    const club = await api(`clubs/${clubId}`, admin);
    const saved = await api(`clubs/${clubId}`, admin, 'PUT', {
      ...club.body,
      notificationBlocks: [{ type: { id: 1 }, text: `<p><strong>${BLOCK}</strong></p>` }],
    });
    expect(saved.status).toBe(200);

    // shooter2 makes shooter their deputy
    const shooter2 = await login(portal.url, 'shooter2', 'Shooter123!');
    const shooter2Id: number = (await pool.query(`SELECT id FROM identity.users WHERE username = 'shooter2'`))
      .rows[0].id;
    expect((await api(`profile/${shooter2Id}/deputy`, shooter2, 'POST', { name: 'shooter' })).status).toBe(
      201,
    );
    await waitFor(
      async () =>
        (
          await pool.query(
            `SELECT 1 FROM registration.users u JOIN identity.users d ON d.username = 'shooter'
             WHERE u.id = $1 AND d.id = ANY(u.deputy_user_ids)`,
            [shooter2Id],
          )
        ).rowCount === 1,
      20_000,
    );

    const deputy = await login(portal.url, 'shooter', 'Shooter123!');
    // the demo club admin (another club) may not sign up shooter2
    const clubAdmin = await login(portal.url, 'clubadmin', 'Club123!');
    const order = { status: 'PREPARE', orderItems: [{ competitionId, squadId, userId: shooter2Id }] };
    expect((await api('publicResources/prepareOrder', clubAdmin, 'POST', order)).body).toMatchObject({
      error: 'PERMISSION_DENIED',
    });

    const prepared = await api('publicResources/prepareOrder', deputy, 'POST', order);
    expect(prepared.status).toBe(200);
    expect(prepared.body).toMatchObject({ status: 'PREPARE', onBehalf: true, firstName: 'Markus' });
    const item = prepared.body.orderItems[0];
    const [squad] = (
      await pool.query(
        `SELECT division_ids, competition_class_ids, factor_ids FROM registration.squads WHERE id = $1`,
        [squadId],
      )
    ).rows;
    const reserved = await api('publicResources/reserveOrder', deputy, 'POST', {
      token: item.token,
      order: {
        firstName: 'Someone',
        lastName: 'Else',
        email: 'someone.else@example.at',
        agbs: true,
        orderItems: [
          {
            divisionId: squad.division_ids[0] ?? 1,
            competitionClassId: squad.competition_class_ids[0] ?? 1,
            factorId: squad.factor_ids[0] ?? 1,
            country: 'at',
            state: 'ST',
          },
        ],
      },
    });
    expect(reserved.status).toBe(200);
    expect(reserved.body).toMatchObject({ status: 'RESERVED', onBehalf: true, lastName: 'Meier' });

    const mail = await portal.mailTo('shooter2@demo.schiesssport-portal.at', /Grazer Stadtmeisterschaft/);
    expect(mail.subject).toBe('Anmeldebestätigung: Grazer Stadtmeisterschaft');
    const link = `${portal.url}/#/publicOrderItems/${item.id}/${item.token}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(`<strong>${BLOCK}</strong>`);
    expect(mail.text).toContain(BLOCK);
    expect(mail.text).toContain('Diese Anmeldung wurde für Sie vorgenommen.');
    expect(portal.mail.messages().filter((m) => m.to.includes('someone.else@example.at'))).toHaveLength(0);
  }, 120_000);
});
