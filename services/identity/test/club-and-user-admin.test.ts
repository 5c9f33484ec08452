import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deputies, users } from '../src/db/schema';
import { ROLE_ID } from '../src/domain/reserved-roles';
import { json, startIdentity, type IdentityHarness } from './support';

/**
 * The back-office user form's deputies (POST/DELETE userDeputies/{id}) and a club's admins
 * read from the users list (docs/club-and-user-admin.md).
 */
describe('club admins and user deputies in the back-office', () => {
  let h: IdentityHarness;
  let shooter: number;
  let otherShooter: number;
  let clubAdmin: number;
  let otherClubAdmin: number;
  beforeAll(async () => {
    h = await startIdentity();
    await h.user('boss', { role: 'ROLE_ADMIN' });
    await h.user('portal', { role: 'ROLE_PORTAL_ADMIN' });
    clubAdmin = await h.user('obmann1', { role: 'ROLE_CLUB_ADMIN', clubId: 1 });
    otherClubAdmin = await h.user('obmann2', { role: 'ROLE_CLUB_ADMIN', clubId: 2 });
    shooter = await h.user('schuetze1', { clubId: 1 });
    otherShooter = await h.user('schuetze2', { clubId: 2 });
    await h.user('helfer');
  });
  afterAll(async () => h.close());

  const db = () => h.service.ctx.db;
  const deputiesOf = (userId: number) =>
    db().select().from(deputies).where(eq(deputies.userId, userId)).orderBy(deputies.id);
  const versionOf = async (userId: number) =>
    (await db().select({ v: users.version }).from(users).where(eq(users.id, userId)))[0]!.v;
  const add = async (token: string, userId: number, body: unknown) =>
    h.api(`/api/userDeputies/${userId}`, { method: 'POST', token, json: body });

  it('when an admin adds and removes a deputy of a shooter then the user detail lists it and the change is published', async () => {
    const token = await h.login('boss');
    const before = await versionOf(shooter);
    const added = await add(token, shooter, { name: 'HELFER' });
    expect(added.status).toBe(201);
    const deputy = await json(added);
    expect(deputy).toMatchObject({ name: 'helfer' });
    const detail = await json(await h.api(`/api/users/${shooter}`, { token }));
    expect(detail.deputies).toEqual([deputy]);
    expect(await versionOf(shooter)).toBe(before + 1);

    const removed = await h.api(`/api/userDeputies/${shooter}/${deputy.id}`, { method: 'DELETE', token });
    expect(removed.status).toBe(204);
    expect(await deputiesOf(shooter)).toEqual([]);
    expect(await versionOf(shooter)).toBe(before + 2);
  });

  it('when the name is empty, too long or not a user then the spec key answers and nothing is written', async () => {
    const token = await h.login('portal');
    const before = await versionOf(shooter);
    const cases: [unknown, number, string][] = [
      [{ name: '' }, 400, 'FIELD_IS_REQUIRED'],
      [{ name: '   ' }, 400, 'FIELD_IS_REQUIRED'],
      [{}, 400, 'FIELD_IS_REQUIRED'],
      [{ name: 'a'.repeat(256) }, 400, 'FIELD_MAXLENGTH_255'],
      [{ name: 'ghost' }, 404, 'NO_USER'],
      [{ name: 'schuetze1' }, 400, 'DEPUTY_SELF'],
    ];
    for (const [body, status, key] of cases) {
      const answer = await add(token, shooter, body);
      expect([answer.status, (await json(answer)).error], JSON.stringify(body)).toEqual([status, key]);
    }
    expect(await deputiesOf(shooter)).toEqual([]);
    expect(await versionOf(shooter)).toBe(before);

    await add(token, shooter, { name: 'helfer' });
    const twice = await add(token, shooter, { name: 'helfer' });
    expect([twice.status, (await json(twice)).error]).toEqual([409, 'DEPUTY_ALREADY_EXISTS']);
    expect(await deputiesOf(shooter)).toHaveLength(1);
    const unknownRow = await h.api(`/api/userDeputies/${shooter}/999999`, { method: 'DELETE', token });
    expect(unknownRow.status).toBe(404);
    const badId = await h.api(`/api/userDeputies/${shooter}/abc`, { method: 'DELETE', token });
    expect(badId.status).toBe(400);
    expect(await deputiesOf(shooter)).toHaveLength(1);
  });

  it("when a club admin edits deputies then only their own club's shooters are reachable", async () => {
    const token = await h.login('obmann1');
    const own = await add(token, shooter, { name: 'schuetze2' });
    expect(own.status).toBe(201);
    const row = await json(own);

    const foreign = await add(token, otherShooter, { name: 'helfer' });
    expect([foreign.status, (await json(foreign)).error]).toEqual([404, 'USER_DOES_NOT_EXIST']);
    expect(await deputiesOf(otherShooter)).toEqual([]);
    const otherToken = await h.login('obmann2');
    const foreignRemove = await h.api(`/api/userDeputies/${shooter}/${row.id}`, {
      method: 'DELETE',
      token: otherToken,
    });
    expect(foreignRemove.status).toBe(404);
    expect((await deputiesOf(shooter)).map((d) => d.id)).toContain(row.id);

    // a shooter may not use the administration path, not even for the own account
    const self = await add(await h.login('schuetze1'), shooter, { name: 'obmann1' });
    expect(self.status).toBe(403);
  });

  it('when the user is not a shooter then deputies are refused with ACCESS_ONLY_SHOOTER', async () => {
    const answer = await add(await h.login('boss'), clubAdmin, { name: 'helfer' });
    expect([answer.status, (await json(answer)).error]).toEqual([400, 'ACCESS_ONLY_SHOOTER']);
    expect(await deputiesOf(clubAdmin)).toEqual([]);
  });

  it("when the users list is filtered by club and the club-admin role then it answers the club's admins, a club admin only for the own club", async () => {
    const query = (club: number) => `/api/users?club=${club}&role=${ROLE_ID.ROLE_CLUB_ADMIN}&size=100`;
    const admin = await h.login('boss');
    const club2 = await json(await h.api(query(2), { token: admin }));
    expect(club2.content.map((u: { id: number }) => u.id)).toEqual([otherClubAdmin]);
    expect(club2.content[0]).toMatchObject({ username: 'obmann2', email: 'obmann2@example.at' });

    const own = await h.login('obmann1');
    const ownClub = await json(await h.api(query(1), { token: own }));
    expect(ownClub.content.map((u: { id: number }) => u.id)).toEqual([clubAdmin]);
    const otherClub = await json(await h.api(query(2), { token: own }));
    expect(otherClub).toEqual({ totalElements: 0, content: [] });
    expect((await h.api(query(1), { token: await h.login('schuetze1') })).status).toBe(403);
  });
});
