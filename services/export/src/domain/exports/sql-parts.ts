import { sql, type SQL } from 'drizzle-orm';

/** Cell texts as the spec shows them (de-at): DD.MM.YYYY, 24-hour times, Vienna local time. */
export const date = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'Europe/Vienna', 'DD.MM.YYYY')`;
export const dateTime = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'Europe/Vienna', 'DD.MM.YYYY HH24:MI')`;
export const yesNo = (column: SQL) => sql`CASE WHEN ${column} THEN 'ja' ELSE 'nein' END`;
/** Euro with a decimal comma (the spec's German number format). */
export const euro = (column: SQL) => sql`replace(to_char(${column}, 'FM999999990.00'), '.', ',')`;

/** The name of a catalog reference row (divisions, competitionClasses, factors, levels) by id. */
export const refName = (kind: string, id: SQL) =>
  sql`(SELECT n.name FROM export.reference_names n WHERE n.kind = ${kind} AND n.id = ${id})`;

/** A registration that holds a place or a waiting slot (not cancelled, not expired, not removed). */
export const activeRegistration = sql`NOT r.cancelled AND NOT r.released AND NOT r.deleted AND r.order_status = 'RESERVED'`;

export const countOf = (from: SQL) => sql`SELECT count(*) AS n FROM (${from}) counted`;
