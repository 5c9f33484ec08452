import { escapeLike, type AuthUser } from '@portal/service-kit';
import { sql, type SQL } from 'drizzle-orm';
import type { ExportPlan, ExportSheet } from '../streaming/plan';
import { listedFor } from './access';
import { stateLabel } from './labels';
import { registrationsSheet } from './registrations';
import {
  activeRegistration,
  countOf,
  date,
  dateTime,
  euro,
  refName,
  startOfViennaToday,
  stateOf,
  viennaLocal,
  yesNo,
} from './sql-parts';

const optional = <T>(value: T | undefined, condition: (v: T) => SQL) =>
  value === undefined ? sql`true` : condition(value);
const anyOf = (ids: number[] | undefined, column: SQL) =>
  ids === undefined || ids.length === 0 ? sql`true` : sql`${column} = ANY(${`{${ids.join(',')}}`}::int[])`;

/** Active registrations with a place, per competition (free places, counts). */
const takenIn = (competition: SQL) =>
  sql`(SELECT count(*) FROM export.registrations r WHERE r.competition_id = ${competition}
        AND ${activeRegistration} AND NOT r.waiting_list)`;

export interface AdminCompetitionsQuery {
  clubs?: number[];
  from?: Date;
  to?: Date;
  exportSquads?: boolean;
  exportOrderItems?: boolean;
  division?: number;
  competitionClass?: number;
  factor?: number;
}

/**
 * `exports/adminCompetitions` (portal and system admins): the competitions of the chosen clubs in
 * the date range, with a squads sheet and an order-items sheet when asked for; division, class and
 * factor narrow the order items.
 */
export function adminCompetitionsPlan(q: AdminCompetitionsQuery): ExportPlan {
  const where = sql`NOT c.deleted AND ${anyOf(q.clubs, sql`c.club_id`)}
    AND ${optional(q.from, (v) => sql`c.competition_date >= ${v}`)}
    AND ${optional(q.to, (v) => sql`c.competition_date <= ${v}`)}`;
  const itemsWhere = sql`${where} AND ${activeRegistration}
    AND ${optional(q.division, (v) => sql`r.division_id = ${v}`)}
    AND ${optional(q.competitionClass, (v) => sql`r.competition_class_id = ${v}`)}
    AND ${optional(q.factor, (v) => sql`r.factor_id = ${v}`)}`;
  const sheets: ExportSheet[] = [
    {
      name: 'Bewerbe',
      columns: [
        { header: 'ID', width: 8 },
        { header: 'Verein', width: 26 },
        { header: 'Bewerb', width: 30 },
        { header: 'Typ' },
        { header: 'Datum', width: 16 },
        { header: 'Ort' },
        { header: 'Sichtbarkeit' },
        { header: 'Nenngeld', width: 10 },
        { header: 'Bezahlt', width: 10 },
        { header: 'Abgesagt', width: 10 },
        { header: 'Anmeldungen', width: 12 },
      ],
      rows: sql`
        SELECT c.id, cl.name, c.name, c.competition_type_name, ${dateTime(sql`c.competition_date`)}, c.city,
          ${viewTypeLabel}, ${euro(sql`c.nomination_fee`)}, ${yesNo(sql`c.paid`)}, ${yesNo(sql`c.cancelled`)},
          ${takenIn(sql`c.id`)}
        FROM export.competitions c LEFT JOIN export.clubs cl ON cl.id = c.club_id
        WHERE ${where} ORDER BY c.competition_date, c.id`,
    },
  ];
  if (q.exportSquads) {
    sheets.push({
      name: 'Squads',
      columns: [
        { header: 'Bewerb', width: 30 },
        { header: 'Squad' },
        { header: 'Datum', width: 12 },
        { header: 'Beginn', width: 10 },
        { header: 'Ende', width: 10 },
        { header: 'Plätze', width: 8 },
        { header: 'Belegt', width: 8 },
      ],
      rows: sql`
        SELECT c.name, s.name, to_char(s.start_date::date, 'DD.MM.YYYY'), left(s.start_time, 5),
          left(s.end_time, 5), s.squad_size,
          (SELECT count(*) FROM export.registrations r WHERE r.squad_id = s.id AND ${activeRegistration}
            AND NOT r.waiting_list)
        FROM export.squads s JOIN export.competitions c ON c.id = s.competition_id
        WHERE ${where} ORDER BY c.competition_date, c.id, s.position`,
    });
  }
  if (q.exportOrderItems) {
    sheets.push(registrationsSheet('Anmeldungen', itemsWhere));
  }
  const competitionsCount = sql`(SELECT count(*) FROM export.competitions c WHERE ${where})`;
  const squadsCount = q.exportSquads
    ? sql`(SELECT count(*) FROM export.squads s JOIN export.competitions c ON c.id = s.competition_id WHERE ${where})`
    : sql`0`;
  const itemsCount = q.exportOrderItems
    ? sql`(SELECT count(*) FROM export.registrations r JOIN export.competitions c ON c.id = r.competition_id
        WHERE ${itemsWhere})`
    : sql`0`;
  return {
    fileBase: 'bewerbe',
    format: 'xlsx',
    sheets,
    count: sql`SELECT ${competitionsCount} + ${squadsCount} + ${itemsCount} AS n`,
  };
}

export interface PublicListQuery {
  club?: number[];
  /** competition type ids and/or EVENTS (multi-select filters of the public lists) */
  type?: (number | 'EVENTS')[];
  level?: number[];
  state?: string[];
}

const listColumns = [
  { header: 'Datum', width: 16 },
  { header: 'Bundesland', width: 16, label: stateLabel },
  { header: 'Ort' },
  { header: 'Verein', width: 26 },
  { header: 'Bewerb', width: 30 },
  { header: 'Level' },
  { header: 'Typ' },
  { header: 'Stages', width: 8 },
];

/** Any of the chosen types; EVENTS stands for the events, ids for competitions of that type. */
function typeFilter(types: (number | 'EVENTS')[] | undefined): SQL {
  if (types === undefined || types.length === 0) return sql`true`;
  const ids = types.filter((t): t is number => t !== 'EVENTS');
  const events = types.includes('EVENTS') ? sql`c.event` : sql`false`;
  return sql`(${events} OR (NOT c.event AND ${anyOf(ids.length ? ids : [0], sql`c.competition_type_id`)}))`;
}

const anyText = (values: string[] | undefined, column: SQL) =>
  values === undefined || values.length === 0
    ? sql`true`
    : sql`${column} = ANY(${sql.param(values)}::text[])`;

/** `exports/competitions`: the public upcoming list with its filter, as the caller sees it. */
export function publicCompetitionsPlan(user: AuthUser, q: PublicListQuery): ExportPlan {
  const where = sql`${listedFor(user)} AND coalesce(c.competition_end_date, c.competition_date) >= ${startOfViennaToday}
    AND ${anyOf(q.club, sql`c.club_id`)} AND ${typeFilter(q.type)}
    AND ${anyOf(q.level, sql`c.level_id`)} AND ${anyText(q.state, sql`c.state`)}`;
  return {
    fileBase: 'bewerbe',
    format: 'xlsx',
    sheets: [
      {
        name: 'Bewerbe',
        columns: [
          ...listColumns,
          { header: 'Anmeldestart', width: 16 },
          { header: 'Freie Plätze', width: 12 },
        ],
        rows: sql`
          SELECT ${dateTime(sql`c.competition_date`)}, ${stateOf(sql`c`)}, c.city, cl.name, c.name,
            ${refName('levels', sql`c.level_id`)}, c.competition_type_name, c.stages,
            ${dateTime(sql`c.registration_start`)},
            greatest((SELECT coalesce(sum(s.squad_size), 0) FROM export.squads s WHERE s.competition_id = c.id)
              - ${takenIn(sql`c.id`)}, 0)
          FROM export.competitions c JOIN export.clubs cl ON cl.id = c.club_id
          WHERE ${where} ORDER BY c.competition_date, c.id`,
      },
    ],
    count: countOf(
      sql`SELECT 1 FROM export.competitions c JOIN export.clubs cl ON cl.id = c.club_id WHERE ${where}`,
    ),
  };
}

export interface ResultsQuery {
  year?: number;
  month?: number;
  country?: string;
  zip?: string;
  club?: number[];
  type?: (number | 'EVENTS')[];
  level?: number[];
}

/** The results export (archive page): past competitions with the archive's filter. */
export function resultsPlan(user: AuthUser, q: ResultsQuery): ExportPlan {
  const local = viennaLocal(sql`c.competition_date`);
  const where = sql`${listedFor(user)} AND c.competition_date < now()
    AND ${optional(q.year, (v) => sql`extract(year FROM ${local}) = ${v}`)}
    AND ${optional(q.month, (v) => sql`extract(month FROM ${local}) = ${v}`)}
    AND ${optional(q.country, (v) => sql`c.country = ${v}`)}
    AND ${optional(q.zip, (v) => sql`c.zip LIKE ${`${escapeLike(v)}%`}`)}
    AND ${anyOf(q.club, sql`c.club_id`)} AND ${typeFilter(q.type)}
    AND ${anyOf(q.level, sql`c.level_id`)}`;
  return {
    fileBase: 'ergebnisse',
    format: 'xlsx',
    sheets: [
      {
        name: 'Ergebnisse',
        columns: [...listColumns, { header: 'Abgesagt', width: 10 }, { header: 'Teilnehmer', width: 12 }],
        rows: sql`
          SELECT ${dateTime(sql`c.competition_date`)}, ${stateOf(sql`c`)}, c.city, cl.name, c.name,
            ${refName('levels', sql`c.level_id`)}, c.competition_type_name, c.stages,
            ${yesNo(sql`c.cancelled`)}, ${takenIn(sql`c.id`)}
          FROM export.competitions c JOIN export.clubs cl ON cl.id = c.club_id
          WHERE ${where} ORDER BY c.competition_date DESC, c.id`,
      },
    ],
    count: countOf(
      sql`SELECT 1 FROM export.competitions c JOIN export.clubs cl ON cl.id = c.club_id WHERE ${where}`,
    ),
  };
}

/** The back-office's German label of a view type (the list's CSV showed these before g14). */
const viewTypeLabel = sql`CASE c.view_type WHEN 'ALL' THEN 'Überall sichtbar'
  WHEN 'INTERNAL' THEN 'Intern (nur Vereinsmitglieder)' WHEN 'EXTERNAL' THEN 'Extern (nur über den Link)'
  WHEN 'UNLISTED' THEN 'Verborgen (Vorschau)' ELSE c.view_type END`;

/**
 * The competition list's CSV bulk action (docs/exports.md): semicolon separated, club
 * name, street, zip, city, BMD customer number, competition name, type, view type, date and
 * nomination fee, for the selected competitions.
 */
export function competitionsCsvPlan(ids: number[]): ExportPlan {
  const where = sql`NOT c.deleted AND ${anyOf(ids, sql`c.id`)}`;
  return {
    fileBase: 'bewerbe',
    format: 'csv-semicolon',
    sheets: [
      {
        name: 'Bewerbe',
        columns: [
          'Vereinsname',
          'Straße',
          'PLZ',
          'Ort',
          'BMD-Kundennummer',
          'Bewerbsname',
          'Typ',
          'Sichtbarkeit',
          'Datum',
          'Nenngeld',
        ].map((header) => ({ header })),
        rows: sql`
          SELECT cl.name, cl.address, cl.zip, cl.city, cl.bmd_account_number, c.name,
            c.competition_type_name, ${viewTypeLabel}, ${date(sql`c.competition_date`)}, ${euro(sql`c.nomination_fee`)}
          FROM export.competitions c LEFT JOIN export.clubs cl ON cl.id = c.club_id
          WHERE ${where} ORDER BY c.competition_date, c.id`,
      },
    ],
    count: countOf(sql`SELECT 1 FROM export.competitions c WHERE ${where}`),
  };
}
