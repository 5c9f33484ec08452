import type { AuthUser } from '@portal/service-kit';
import { sql, type SQL } from 'drizzle-orm';
import type { ExportColumn, ExportPlan, ExportSheet } from '../streaming/plan';
import { countryLabel, paymentMethodLabel, stateLabel } from './labels';
import { activeRegistration, countOf, dateTime, refName, stateOf, yesNo } from './sql-parts';
import { optionalFilter, xlsxPlan } from './xlsx-plan';

/** The columns of a registration (order item) row: the order-item list's fields. */
export const REGISTRATION_COLUMNS: ExportColumn[] = [
  { header: 'Anmeldenummer', width: 14 },
  { header: 'Bewerb', width: 30 },
  { header: 'Bewerbsdatum', width: 16 },
  { header: 'Squad', width: 16 },
  { header: 'Stand', width: 10 },
  { header: 'Vorname' },
  { header: 'Nachname' },
  { header: 'E-Mail', width: 28 },
  { header: 'Verein', width: 26 },
  { header: 'Division' },
  { header: 'Klasse' },
  { header: 'Faktor' },
  { header: 'Land', width: 16, label: countryLabel },
  { header: 'Bundesland', width: 16, label: stateLabel },
  { header: 'Warteliste', width: 10 },
  { header: 'Bezahlt', width: 10 },
  { header: 'Bezahlt 2', width: 10 },
  { header: 'Storniert', width: 10 },
  { header: 'Zahlungsart', width: 14, label: paymentMethodLabel },
  { header: 'Angemeldet am', width: 16 },
];

/** Rows in REGISTRATION_COLUMNS order for registrations `r` of competitions `c` matching `where`. */
export function registrationRows(where: SQL): SQL {
  return sql`
    SELECT r.item_id, c.name, ${dateTime(sql`c.competition_date`)}, s.name, st.name, r.first_name,
      r.last_name, r.email, cl.name, ${refName('divisions', sql`r.division_id`)},
      ${refName('competitionClasses', sql`r.competition_class_id`)}, ${refName('factors', sql`r.factor_id`)},
      r.country, ${stateOf(sql`r`)}, ${yesNo(sql`r.waiting_list`)}, ${yesNo(sql`r.paid`)}, ${yesNo(sql`r.paid2`)},
      ${yesNo(sql`r.cancelled`)}, r.payment_method, ${dateTime(sql`r.created_at`)}
    FROM export.registrations r
    JOIN export.competitions c ON c.id = r.competition_id
    LEFT JOIN export.squads s ON s.id = r.squad_id
    LEFT JOIN export.stands st ON st.id = r.squad_stand_id
    LEFT JOIN export.clubs cl ON cl.id = r.club_id
    WHERE ${where}
    ORDER BY c.competition_date, c.id, s.position, r.item_id`;
}

export function registrationsSheet(name: string, where: SQL): ExportSheet {
  return { name, columns: REGISTRATION_COLUMNS, rows: registrationRows(where) };
}

const registrationCount = (where: SQL) =>
  countOf(
    sql`SELECT 1 FROM export.registrations r JOIN export.competitions c ON c.id = r.competition_id WHERE ${where}`,
  );

/** `exports/allCompetitors`: every active registration of the competitions in the caller's scope. */
export function allCompetitorsPlan(
  scope: SQL,
  q: { competitionId?: number; competitionIds?: number[]; event?: boolean; from?: Date; to?: Date },
): ExportPlan {
  const where = sql`${activeRegistration} AND NOT c.deleted AND ${scope}
    AND ${optionalFilter(q.competitionId, (v) => sql`c.id = ${v}`)}
    AND ${optionalFilter(q.competitionIds, (v) => sql`c.id = ANY(${`{${v.join(',')}}`}::int[])`)}
    AND ${optionalFilter(q.event, (v) => sql`c.event = ${v}`)}
    AND ${optionalFilter(q.from, (v) => sql`c.competition_date >= ${v}`)}
    AND ${optionalFilter(q.to, (v) => sql`c.competition_date <= ${v}`)}`;
  return xlsxPlan('alle-teilnehmer', registrationsSheet('Teilnehmer', where), registrationCount(where));
}

/** `exports/orderItems`: the order-item list (cancelled ones too, with their flag) in scope. */
export function orderItemsPlan(
  scope: SQL,
  q: { competitionId?: number; paid?: boolean; cancelled?: boolean; waitingList?: boolean },
): ExportPlan {
  const flag = (column: string, value: boolean | undefined) =>
    optionalFilter(value, (v) => sql`${sql.raw(`r.${column}`)} = ${v}`);
  const where = sql`NOT r.released AND NOT r.deleted AND r.order_status = 'RESERVED' AND NOT c.deleted
    AND ${scope} AND ${optionalFilter(q.competitionId, (v) => sql`c.id = ${v}`)}
    AND ${flag('paid', q.paid)} AND ${flag('cancelled', q.cancelled)} AND ${flag('waiting_list', q.waitingList)}`;
  return xlsxPlan('anmeldungen', registrationsSheet('Anmeldungen', where), registrationCount(where));
}

/**
 * `exports/competitors` ('teilnehmerliste'): the participants table of one competition, what its
 * public page shows (no e-mails), active registrations only.
 */
export function competitorsPlan(competitionId: number): ExportPlan {
  const where = sql`${activeRegistration} AND r.competition_id = ${competitionId}`;
  return xlsxPlan(
    'teilnehmerliste',
    {
      name: 'Teilnehmerliste',
      columns: [
        { header: 'Nachname' },
        { header: 'Vorname' },
        { header: 'Verein', width: 26 },
        { header: 'Division' },
        { header: 'Klasse' },
        { header: 'Faktor' },
        { header: 'Squad' },
        { header: 'Stand', width: 10 },
        { header: 'Warteliste', width: 10 },
      ],
      rows: sql`
        SELECT r.last_name, r.first_name, cl.name, ${refName('divisions', sql`r.division_id`)},
          ${refName('competitionClasses', sql`r.competition_class_id`)}, ${refName('factors', sql`r.factor_id`)},
          s.name, st.name, ${yesNo(sql`r.waiting_list`)}
        FROM export.registrations r
        LEFT JOIN export.squads s ON s.id = r.squad_id
        LEFT JOIN export.stands st ON st.id = r.squad_stand_id
        LEFT JOIN export.clubs cl ON cl.id = r.club_id
        WHERE ${where}
        ORDER BY s.position, st.name, r.last_name, r.first_name, r.item_id`,
    },
    countOf(sql`SELECT 1 FROM export.registrations r WHERE ${where}`),
  );
}

/** `exports/userBookedArchivedCompetitions` ('absolvierte-bewerbe'): the caller's past competitions. */
export function userBookedArchivedPlan(user: AuthUser): ExportPlan {
  const where = sql`${activeRegistration} AND NOT r.waiting_list AND r.user_id = ${user.id}
    AND coalesce(c.competition_end_date, c.competition_date) < now() AND NOT c.deleted`;
  return xlsxPlan(
    'absolvierte-bewerbe',
    {
      name: 'Absolvierte Bewerbe',
      columns: [
        { header: 'Datum', width: 16 },
        { header: 'Bewerb', width: 30 },
        { header: 'Verein', width: 26 },
        { header: 'Ort' },
        { header: 'Squad' },
        { header: 'Division' },
        { header: 'Klasse' },
        { header: 'Faktor' },
        { header: 'Bezahlt', width: 10 },
      ],
      rows: sql`
        SELECT ${dateTime(sql`c.competition_date`)}, c.name, cl.name, c.city, s.name,
          ${refName('divisions', sql`r.division_id`)}, ${refName('competitionClasses', sql`r.competition_class_id`)},
          ${refName('factors', sql`r.factor_id`)}, ${yesNo(sql`r.paid`)}
        FROM export.registrations r
        JOIN export.competitions c ON c.id = r.competition_id
        LEFT JOIN export.clubs cl ON cl.id = c.club_id
        LEFT JOIN export.squads s ON s.id = r.squad_id
        WHERE ${where}
        ORDER BY c.competition_date DESC, r.item_id`,
    },
    registrationCount(where),
  );
}
