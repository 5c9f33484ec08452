import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, registration, startIdentity, userCount, type IdentityHarness } from './support';

/** Input PostgreSQL cannot hold (NUL bytes, ids of 2^31 and more) answers 400 and writes nothing. */
describe('identity: NUL bytes and ids beyond PostgreSQL integer', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentity();
  });
  afterAll(async () => h.close());

  const createUser = (body: unknown) =>
    h.api('/api/publicResources/createUser', { method: 'POST', json: body });

  it('when a guest registers with a NUL byte in a text field then 400 FIELD_INVALID naming it and no user', async () => {
    const before = await userCount(h);
    const r = await createUser(registration('nul.user', { lastName: 'Ber\u0000ger' }));
    expect(r.status).toBe(400);
    expect(await json(r)).toMatchObject({ error: 'FIELD_INVALID', field: 'lastName' });
    expect(await userCount(h)).toBe(before);
  });

  it('when a guest registers with a reference id of 2147483648 then 400 FIELD_INVALID naming it', async () => {
    const before = await userCount(h);
    const r = await createUser(registration('big.id', { division: { id: 2147483648 } }));
    expect(r.status).toBe(400);
    expect(await json(r)).toMatchObject({ error: 'FIELD_INVALID', field: 'division.id' });
    expect(await userCount(h)).toBe(before);
  });

  it('when an admin asks for user 2147483648 then 400 FIELD_INVALID naming the id', async () => {
    await h.user('nul.admin', { role: 'ROLE_ADMIN' });
    const token = await h.login('nul.admin');
    const r = await h.api('/api/users/2147483648', { token });
    expect(r.status).toBe(400);
    expect(await json(r)).toMatchObject({ error: 'FIELD_INVALID', field: 'id' });
    const list = await h.api('/api/users?club=2147483648', { token });
    expect(list.status).toBe(400);
    expect(await json(list)).toMatchObject({ error: 'FIELD_INVALID', field: 'club' });
  });

  it('when the form-encoded login carries a NUL byte then 400 FIELD_INVALID, not a 500', async () => {
    const r = await fetch(`${h.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=nul%00user&password=x',
    });
    expect(r.status).toBe(400);
    expect(await json(r)).toMatchObject({ error: 'FIELD_INVALID', field: 'username' });
  });
});
