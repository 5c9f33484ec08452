import { IDENTITY_EVENTS } from '@portal/contracts';
import { waitFor } from '@portal/service-kit/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../src/db/schema';
import { ROLE_ID } from '../src/domain/reserved-roles';
import { startIdentity, type IdentityHarness } from './support';

const ROUNDS = 10;

/** The edit form of a user of club 1 as the back-office sends it back, with the roles and last name asked for. */
const form = (username: string, roleIds: number[], lastName: string) => ({
  username,
  email: `${username}@example.at`,
  userRoleIds: roleIds,
  firstName: 'Ziel',
  lastName,
  selectedLanguage: 'de',
  club: { id: 1 },
});

describe('concurrent updates of one user', () => {
  let h: IdentityHarness;
  const t: Record<string, string> = {};
  beforeAll(async () => {
    h = await startIdentity();
    await h.user('root', { role: 'ROLE_ADMIN' });
    await h.user('portal', { role: 'ROLE_PORTAL_ADMIN' });
    await h.user('club.a', { role: 'ROLE_CLUB_ADMIN', clubId: 1 });
    t.root = await h.login('root');
    t.portal = await h.login('portal');
    t.club = await h.login('club.a');
  });
  afterAll(async () => h.close());

  const put = async (path: string, token: string, json: unknown) => {
    const response = await h.api(path, { method: 'PUT', token, json });
    return { path, status: response.status, body: await response.text() };
  };

  /** Requests that wait for the user's row lock (the test's transaction holds it). */
  const lockWaiters = async () => {
    const { rows } = await h.service.ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    return rows[0]!.n;
  };

  it('when edit, block, verify and confirm of one shooter run at once (admins and club admin) then no 500 and a requested state', async () => {
    const target = await h.user('target.shooter', { clubId: 1 });
    const answers: Awaited<ReturnType<typeof put>>[] = [];
    const edit = (token: string, lastName: string) =>
      put(`/api/users/${target}`, token, form('target.shooter', [ROLE_ID.ROLE_USER], lastName));
    for (let round = 0; round < ROUNDS; round++) {
      const active = round % 2 === 0;
      answers.push(
        ...(await Promise.all([
          edit(t.root!, `Admin${round}`),
          edit(t.portal!, `Portal${round}`),
          edit(t.club!, `Club${round}`),
          put('/api/users/updateActive', t.root!, { id: target, active }),
          put('/api/users/updateEnabled', t.root!, { id: target, enabled: !active }),
          put('/api/users/updateActive', t.club!, { id: target, active: !active }),
          put('/api/users/updateEnabled', t.club!, { id: target, enabled: active }),
          put('/api/users/updateClubMembership', t.club!, { id: target, confirmed: true }),
        ])),
      );
    }
    expect(answers.filter((a) => a.status >= 300)).toEqual([]);
    const [row] = await h.service.ctx.db.select().from(users).where(eq(users.id, target));
    expect([`Admin${ROUNDS - 1}`, `Portal${ROUNDS - 1}`, `Club${ROUNDS - 1}`]).toContain(row!.lastName);
    const roles = await h.service.ctx.db.select().from(userRoles).where(eq(userRoles.userId, target));
    expect(roles.map((r) => r.roleId)).toEqual([ROLE_ID.ROLE_USER]);
  });

  it('when a block waits behind an edit that makes the shooter a club admin then its event carries the new role', async () => {
    const target = await h.user('promoted.shooter', { clubId: 1 });
    const db = h.service.ctx.db;
    const calls: Promise<Awaited<ReturnType<typeof put>>>[] = [];
    // the test holds the user's row, so the edit and then the block queue on it in this order
    await db.transaction(async (tx) => {
      await tx.select().from(users).where(eq(users.id, target)).for('update');
      calls.push(
        put(
          `/api/users/${target}`,
          t.root!,
          form('promoted.shooter', [ROLE_ID.ROLE_CLUB_ADMIN], 'Befördert'),
        ),
      );
      await waitFor(async () => (await lockWaiters()) === 1);
      calls.push(put('/api/users/updateActive', t.root!, { id: target, active: false }));
      await waitFor(async () => (await lockWaiters()) === 2);
    });
    const [edited, blocked] = await Promise.all(calls);
    expect([edited!.status, blocked!.status]).toEqual([200, 204]);

    const upserted = (await h.events(IDENTITY_EVENTS.userUpserted)).filter(
      (e) => e.payload.userId === target,
    );
    // the last event (the block's) is what replicas keep: it must carry the edit's role, not the old one
    expect(upserted.at(-1)!.payload).toMatchObject({ active: false, roles: ['ROLE_CLUB_ADMIN'] });
  });
});
