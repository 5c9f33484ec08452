import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/connection';
import { executePrepared } from '../src/db/prepared';
import { createTestInfra, type TestInfra } from '../src/testing';

describe('executePrepared (real PostgreSQL)', () => {
  let infra: TestInfra;
  let database: DatabaseHandle;
  beforeAll(async () => {
    infra = await createTestInfra('prepared');
    // one connection: every call below meets the statements the calls before it prepared
    database = createDatabase(infra.databaseUrl, 'public', 1);
    await database.db.execute(sql`CREATE TABLE prepared_probe (id int PRIMARY KEY, name text NOT NULL)`);
    await database.db.execute(sql`INSERT INTO prepared_probe VALUES (1, 'one'), (2, 'two'), (3, 'three')`);
  });
  afterAll(async () => {
    await database.close();
    await infra.cleanup();
  });

  const byId = (id: number) => sql`SELECT id, name FROM prepared_probe WHERE id = ${id}`;
  const prepared = async () =>
    (await database.pool.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name'))
      .rows;

  it('when a statement runs prepared then it answers as execute does, for every parameter value', async () => {
    for (const id of [1, 2, 3, 4]) {
      const plain = await database.db.execute(byId(id));
      const named = await executePrepared(database.db, byId(id));
      expect(named.rows).toEqual(plain.rows);
    }
    expect((await executePrepared(database.db, byId(2))).rows).toEqual([{ id: 2, name: 'two' }]);
  });

  it('when the same text runs again then the connection prepared it once, and another text gets a name of its own', async () => {
    const before = (await prepared()).length;
    for (let i = 0; i < 5; i++) await executePrepared(database.db, byId(1));
    await executePrepared(database.db, sql`SELECT count(*)::int AS n FROM prepared_probe WHERE id > ${0}`);
    const names = (await prepared()).map((r) => r.name);
    expect(names.length).toBe(before + 1);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((n) => n.startsWith('p_'))).toBe(true);
  });

  it('when it runs inside a transaction then it sees the transaction’s writes and a rollback undoes them', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO prepared_probe VALUES (9, 'nine')`);
        expect((await executePrepared(tx, byId(9))).rows).toEqual([{ id: 9, name: 'nine' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await executePrepared(database.db, byId(9))).rows).toEqual([]);
  });

  it('when the executor has no drizzle session then the statement runs unprepared', async () => {
    const executeOnly = { execute: database.db.execute.bind(database.db) };
    expect((await executePrepared(executeOnly, byId(3))).rows).toEqual([{ id: 3, name: 'three' }]);
  });
});
