import { sql, type SQL } from 'drizzle-orm';
import type { ExportPlan } from '../streaming/plan';
import { calendarDay, countOf, dateTime, yesNo } from './sql-parts';
import { optionalFilter, xlsxPlan } from './xlsx-plan';

/**
 * `exports/allUsers` (portal and system admins): every account that is not deleted, with the
 * profile's IPSC number, region and aliases (identity keeps no birth date or gender).
 */
export function allUsersPlan(): ExportPlan {
  const where = sql`NOT u.deleted`;
  return xlsxPlan(
    'benutzer',
    {
      name: 'Benutzer',
      columns: [
        { header: 'ID', width: 8 },
        { header: 'Benutzername' },
        { header: 'E-Mail', width: 28 },
        { header: 'Vorname' },
        { header: 'Nachname' },
        { header: 'Verein', width: 26 },
        { header: 'Rollen', width: 24 },
        { header: 'Aktiv', width: 8 },
        { header: 'Verifiziert', width: 10 },
        { header: 'Gesperrt', width: 10 },
        { header: 'Bezahlt bis', width: 16 },
        { header: 'IPSC-Nummer', width: 14 },
        { header: 'IPSC-Region', width: 12 },
        { header: 'IPSC-Alias' },
        { header: 'Alias' },
      ],
      rows: sql`
        SELECT u.id, u.username, u.email, u.first_name, u.last_name, cl.name, array_to_string(u.roles, ', '),
          ${yesNo(sql`u.active`)}, ${yesNo(sql`u.enabled`)}, ${yesNo(sql`u.blocked`)}, ${calendarDay(sql`u.payment_until`)},
          u.ipsc_number, u.ipsc_region, u.ipsc_alias, u.alias
        FROM export.users u LEFT JOIN export.clubs cl ON cl.id = u.club_id
        WHERE ${where} ORDER BY u.last_name, u.first_name, u.id`,
    },
    countOf(sql`SELECT 1 FROM export.users u WHERE ${where}`),
  );
}

/** `exports/advertisements` (portal and system admins): adverts running at some time in [from, to]. */
export function advertisementsPlan(from: Date, to: Date): ExportPlan {
  const where = sql`NOT a.deleted AND coalesce(a.from_date, '-infinity') <= ${to}
    AND coalesce(a.to_date, 'infinity') >= ${from}`;
  return xlsxPlan(
    'werbung',
    {
      name: 'Werbung',
      columns: [
        { header: 'ID', width: 8 },
        { header: 'Name', width: 26 },
        { header: 'Kurzname' },
        { header: 'Aktiv', width: 8 },
        { header: 'Von', width: 16 },
        { header: 'Bis', width: 16 },
        { header: 'Buttontext' },
        { header: 'Link', width: 30 },
        { header: 'Detailansicht', width: 12 },
        { header: 'Klicks', width: 8 },
      ],
      rows: sql`
        SELECT a.id, a.name, a.short_name, ${yesNo(sql`a.active`)}, ${dateTime(sql`a.from_date`)},
          ${dateTime(sql`a.to_date`)}, a.button_text, a.button_link, ${yesNo(sql`a.detail_view`)}, a.clicks
        FROM export.adverts a WHERE ${where} ORDER BY a.from_date NULLS FIRST, a.id`,
    },
    countOf(sql`SELECT 1 FROM export.adverts a WHERE ${where}`),
  );
}

/** `exports/reservstionCodes` (sic, the spec's path): the codes of the competitions in scope. */
export function reservationCodesPlan(scope: SQL, q: { competitionId?: number; used?: boolean }): ExportPlan {
  const where = sql`NOT rc.deleted AND NOT c.deleted AND ${scope}
    AND ${optionalFilter(q.competitionId, (v) => sql`c.id = ${v}`)}
    AND ${optionalFilter(q.used, (v) => sql`rc.used = ${v}`)}`;
  const from = sql`FROM export.reservation_codes rc JOIN export.competitions c ON c.id = rc.competition_id`;
  return xlsxPlan(
    'reservierungscodes',
    {
      name: 'Reservierungscodes',
      columns: [
        { header: 'Code', width: 16 },
        { header: 'Bewerb', width: 30 },
        { header: 'Bewerbsdatum', width: 16 },
        { header: 'Erstellt am', width: 16 },
        { header: 'Verwendet', width: 10 },
        { header: 'Verwendet am', width: 16 },
      ],
      rows: sql`
        SELECT rc.code, c.name, ${dateTime(sql`c.competition_date`)}, ${dateTime(sql`rc.created_at`)},
          ${yesNo(sql`rc.used`)}, ${dateTime(sql`rc.used_at`)}
        ${from} WHERE ${where} ORDER BY c.competition_date, c.id, rc.id`,
    },
    countOf(sql`SELECT 1 ${from} WHERE ${where}`),
  );
}
