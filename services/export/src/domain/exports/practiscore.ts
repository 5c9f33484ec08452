import { sql, type SQL } from 'drizzle-orm';
import type { ExportPlan } from '../streaming/plan';
import { activeRegistration, countOf, refName } from './sql-parts';

/**
 * PractiScore's registration import recognizes a column by keywords in its header ("first" and
 * "name", "last" and "name", "email", "squad", "division", "power" and "factor", "class",
 * "member", "alias", "age", "gender"/"sex", "special"/"categor"; docs/club-invoices-and-exports.md
 * cites PractiScore's page). These headers hit exactly one keyword set each.
 */
export const PRACTISCORE_HEADERS = [
  'First Name',
  'Last Name',
  'Email',
  'Squad',
  'Division',
  'Power Factor',
  'Class',
  'Member Number',
  'Alias',
  'Age',
  'Gender',
  'Special Category',
] as const;

/**
 * The portal's competition class is an IPSC category (Lady, Junior, Senior, ...), which PractiScore
 * reads from other columns than Class (its Class is the shooter's classification, which the portal
 * does not keep): Age takes a name with "junior" or "senior", Gender "Female" for "lady"/"female",
 * Special Category a name with "law", "mil" or "foreign". Overall and other names go nowhere.
 */
const category = (cls: SQL) => ({
  age: sql`CASE WHEN ${cls} ~* '(junior|senior)' THEN ${cls} END`,
  gender: sql`CASE WHEN ${cls} ~* '(lady|female)' THEN 'Female' END`,
  special: sql`CASE WHEN ${cls} ~* '(law|mil|foreign)' THEN ${cls} END`,
});

/**
 * `exports/practiScore` and `exports/practiScoreStand`: one row per active registration with a
 * place (waiting list excluded), UTF-8 CSV. PractiScore's squads are numbers: squad n is the
 * competition's n-th squad in the squad list's order; in the stand variant every stand of a squad
 * is a squad of its own, numbered squad by squad, stand by stand. Member number and alias come
 * from the registered user's profile (IPSC number, IPSC alias or else the portal alias; empty for
 * registrations without an account).
 */
export function practiScorePlan(competitionId: number, withStands: boolean): ExportPlan {
  const where = sql`${activeRegistration} AND NOT r.waiting_list AND r.competition_id = ${competitionId}`;
  // every squad (and in the stand variant every stand) of the competition, numbered from 1
  const numbers = withStands
    ? sql`SELECT s.id AS squad_id, st.id AS stand_id,
          (row_number() OVER (ORDER BY s.position, s.id, st.name, st.id))::int AS number
        FROM export.squads s LEFT JOIN export.stands st ON st.squad_id = s.id
        WHERE s.competition_id = ${competitionId}`
    : sql`SELECT s.id AS squad_id, NULL::int AS stand_id,
          (row_number() OVER (ORDER BY s.position, s.id))::int AS number
        FROM export.squads s WHERE s.competition_id = ${competitionId}`;
  const standMatch = withStands ? sql`n.stand_id IS NOT DISTINCT FROM r.squad_stand_id` : sql`true`;
  const cls = category(refName('competitionClasses', sql`r.competition_class_id`));
  return {
    fileBase: withStands ? 'practiscore-stands' : 'practiscore',
    format: 'csv',
    sheets: [
      {
        name: 'PractiScore',
        columns: PRACTISCORE_HEADERS.map((header) => ({ header })),
        rows: sql`
          SELECT r.first_name, r.last_name, r.email, n.number, ${refName('divisions', sql`r.division_id`)},
            ${refName('factors', sql`r.factor_id`)}, NULL, u.ipsc_number, coalesce(u.ipsc_alias, u.alias),
            ${cls.age}, ${cls.gender}, ${cls.special}
          FROM export.registrations r
          LEFT JOIN export.users u ON u.id = r.user_id
          LEFT JOIN (${numbers}) n ON n.squad_id = r.squad_id AND ${standMatch}
          LEFT JOIN export.squads s ON s.id = r.squad_id
          LEFT JOIN export.stands st ON st.id = r.squad_stand_id
          WHERE ${where}
          ORDER BY s.position, st.name, r.last_name, r.first_name, r.item_id`,
      },
    ],
    count: countOf(sql`SELECT 1 FROM export.registrations r WHERE ${where}`),
  };
}
