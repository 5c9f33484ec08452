import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, runMigrations } from '@portal/service-kit';
import { createTestInfra, type TestInfra } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
const PUBLIC_IDS = '0007_document_public_ids';

/** The migrations folder as it was before the public ids: every migration up to 0006. */
function foldersBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-migrations-'));
  fs.cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** Uploads that existed before migration 0007 get a public id and their owning club. */
describe('migration 0007: public ids of existing uploads', () => {
  let infra: TestInfra;
  let pool: ReturnType<typeof createDatabase>['pool'];
  let before: string;

  beforeAll(async () => {
    infra = await createTestInfra('doc_migration');
    pool = createDatabase(infra.databaseUrl, 'catalog', 2).pool;
    before = foldersBefore(PUBLIC_IDS);
    await runMigrations(pool, 'catalog', before);
    const file = (key: string, kind: string) => `('${key}', '${key}.bin', 'application/pdf', 10, '${kind}')`;
    await pool.query(`
      INSERT INTO catalog.documents (storage_key, file_name, content_type, size, kind)
      VALUES ${file('logo', 'logo')}, ${file('tender', 'document')}, ${file('loose', 'document')}`);
    await pool.query(`
      INSERT INTO catalog.clubs (name, long_name, address, zip, city, country, logo_document_id)
      SELECT 'SV Alt', 'Schützenverein Alt', 'Weg 1', '1010', 'Wien', 'at', id FROM catalog.documents WHERE storage_key = 'logo'`);
    await pool.query(
      `INSERT INTO catalog.competition_types (name, signup_reservation_timeout) VALUES ('IPSC', 300)`,
    );
    await pool.query(`INSERT INTO catalog.upload_types (name) VALUES ('Ausschreibung')`);
    await pool.query(`
      INSERT INTO catalog.competitions (club_id, name, competition_type_id, competition_date, view_type)
      SELECT id, 'Altes Match', (SELECT id FROM catalog.competition_types), now(), 'ALL' FROM catalog.clubs`);
    await pool.query(`
      INSERT INTO catalog.competition_uploads (competition_id, upload_type_id, document_id)
      SELECT (SELECT id FROM catalog.competitions), (SELECT id FROM catalog.upload_types), id
      FROM catalog.documents WHERE storage_key = 'tender'`);
    await runMigrations(pool, 'catalog', MIGRATIONS);
  });
  afterAll(async () => {
    await pool?.end();
    fs.rmSync(before, { recursive: true, force: true });
    await infra.cleanup();
  });

  it('gives every existing upload its own random public id', async () => {
    const { rows } = await pool.query<{ public_id: string }>('SELECT public_id FROM catalog.documents');
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(row.public_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(rows.map((row) => row.public_id)).size).toBe(3);
  });

  it('gives a logo and a competition document their club, an unattached upload none', async () => {
    const { rows } = await pool.query<{ storage_key: string; owner: number | null; club: number }>(`
      SELECT d.storage_key, d.owner_club_id AS owner, (SELECT id FROM catalog.clubs) AS club
      FROM catalog.documents d ORDER BY d.id`);
    const club = rows[0]!.club;
    expect(rows.map((row) => [row.storage_key, row.owner])).toEqual([
      ['logo', club],
      ['tender', club],
      ['loose', null],
    ]);
  });
});
