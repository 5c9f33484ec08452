import { PORTAL_TIME_ZONE } from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';

/** The portal's one zone for people (docs/time-zone.md), as an SQL literal. */
const zone = sql.raw(`'${PORTAL_TIME_ZONE}'`);
/** An instant as Vienna wall-clock time (a timestamp without zone). */
export const viennaLocal = (column: SQL) => sql`(${column} AT TIME ZONE ${zone})`;
/** The instant Vienna's today began. */
export const startOfViennaToday = sql`(date_trunc('day', now() AT TIME ZONE ${zone}) AT TIME ZONE ${zone})`;

/** Cell texts as the spec shows them (de-at): DD.MM.YYYY, 24-hour times, Vienna local time. */
export const date = (column: SQL) => sql`to_char(${viennaLocal(column)}, 'DD.MM.YYYY')`;
export const dateTime = (column: SQL) => sql`to_char(${viennaLocal(column)}, 'DD.MM.YYYY HH24:MI')`;
/** A calendar day kept as its UTC midnight (paid-until days): DD.MM.YYYY of that day, no zone shift. */
export const calendarDay = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'DD.MM.YYYY')`;
export const yesNo = (column: SQL) => sql`CASE WHEN ${column} THEN 'ja' ELSE 'nein' END`;
/** Euro with a decimal comma (the spec's German number format). */
export const euro = (column: SQL) => sql`replace(to_char(${column}, 'FM999999990.00'), '.', ',')`;

/** The name of a catalog reference row (divisions, competitionClasses, factors, levels) by id. */
export const refName = (kind: string, id: SQL) =>
  sql`(SELECT n.name FROM export.reference_names n WHERE n.kind = ${kind} AND n.id = ${id})`;

/** A registration that holds a place or a waiting slot (not cancelled, not expired, not removed). */
export const activeRegistration = sql`NOT r.cancelled AND NOT r.released AND NOT r.deleted AND r.order_status = 'RESERVED'`;

export const countOf = (from: SQL) => sql`SELECT count(*) AS n FROM (${from}) counted`;

/** `country/state` of a row with both columns, for the state's name (exports/labels.ts). */
export const stateOf = (row: SQL) =>
  sql`CASE WHEN ${row}.state IS NULL OR ${row}.state = '' THEN NULL ELSE coalesce(${row}.country, '') || '/' || ${row}.state END`;
