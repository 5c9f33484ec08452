import { createDatabase } from '@portal/service-kit';

/**
 * Tables that change without a write of the request under test: the messaging tables, the mail
 * log, and replicas that consumers fill from events a moment later (an event of one operation may
 * land while the next one is swept). By table name in every schema, or `schema.table`.
 */
const LEGITIMATELY_CHANGING = new Set([
  'inbox',
  'outbox',
  'mail_log',
  'recipients',
  'squad_occupancy',
  // replicas by schema: their sources (identity.users, catalog's tables) stay watched
  'registration.competitions',
  'registration.squads',
  'registration.squad_stands',
  'registration.users',
  'identity.catalog_refs',
  'notification.club_mail_blocks',
  // the export service's read model (issue 14)
  'export.competitions',
  'export.squads',
  'export.stands',
  'export.clubs',
  'export.reference_names',
  'export.adverts',
  'export.users',
  'export.registrations',
  'export.reservation_codes',
  'notification.competitions',
  'notification.order_items',
  'notification.favourites',
  'payment.clubs',
  'payment.competitions',
  'payment.users',
  'payment.transfers_due',
  'payment.checkouts',
]);
const SERVICE_SCHEMAS = ['identity', 'catalog', 'registration', 'payment', 'notification', 'export'];

/** md5 of every row of every service table, so that any insert, update or delete shows. */
export async function openChecksums(databaseUrl: string) {
  const database = createDatabase(databaseUrl, 'public', 2);
  const { rows: tables } = await database.pool.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
    [SERVICE_SCHEMAS],
  );
  const watched = tables.filter(
    (t) => !LEGITIMATELY_CHANGING.has(t.name) && !LEGITIMATELY_CHANGING.has(`${t.schema}.${t.name}`),
  );
  const sql = watched
    .map(
      (t) =>
        `SELECT '${t.schema}.${t.name}' AS name, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS sum ` +
        `FROM "${t.schema}"."${t.name}" r`,
    )
    .join(' UNION ALL ');
  return {
    tables: watched.length,
    async take(): Promise<Map<string, string>> {
      const { rows } = await database.pool.query<{ name: string; sum: string }>(sql);
      return new Map(rows.map((row) => [row.name, row.sum]));
    },
    close: () => database.close(),
  };
}

export const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...before.keys()].filter((name) => before.get(name) !== after.get(name));
