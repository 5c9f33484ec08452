import { sql } from 'drizzle-orm';
import type { ExportPlan } from '../streaming/plan';
import { activeRegistration, countOf, refName } from './sql-parts';

/**
 * PractiScore's registration import recognizes a column by keywords in its header ("first" and
 * "name", "last" and "name", "email", "squad", "division", "power" and "factor", "class",
 * "member", "alias", "age", "gender"/"sex", "special"/"categor"). These headers hit exactly one
 * keyword set each (no header contains another's keywords).
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
 * `exports/practiScore` and `exports/practiScoreStand`: one row per active registration with a
 * place (waiting list excluded), UTF-8 CSV. In the stand variant the squad cell is
 * "squad - stand", so PractiScore squads the shooters stand by stand. Member number and alias come
 * from the registered user's profile (IPSC number, IPSC alias or else the portal alias; empty for
 * registrations without an account). The portal keeps no birth date or gender of a shooter: Age
 * and Gender stay empty for PractiScore to fill.
 */
export function practiScorePlan(competitionId: number, withStands: boolean): ExportPlan {
  const where = sql`${activeRegistration} AND NOT r.waiting_list AND r.competition_id = ${competitionId}`;
  const squad = withStands
    ? sql`CASE WHEN st.name IS NULL THEN s.name ELSE s.name || ' - ' || st.name END`
    : sql`s.name`;
  return {
    fileBase: withStands ? 'practiscore-stands' : 'practiscore',
    format: 'csv',
    sheets: [
      {
        name: 'PractiScore',
        columns: PRACTISCORE_HEADERS.map((header) => ({ header })),
        rows: sql`
          SELECT r.first_name, r.last_name, r.email, ${squad}, ${refName('divisions', sql`r.division_id`)},
            ${refName('factors', sql`r.factor_id`)}, ${refName('competitionClasses', sql`r.competition_class_id`)},
            u.ipsc_number, coalesce(u.ipsc_alias, u.alias), NULL, NULL, NULL
          FROM export.registrations r
          LEFT JOIN export.users u ON u.id = r.user_id
          LEFT JOIN export.squads s ON s.id = r.squad_id
          LEFT JOIN export.stands st ON st.id = r.squad_stand_id
          WHERE ${where}
          ORDER BY s.position, st.name, r.last_name, r.first_name, r.item_id`,
      },
    ],
    count: countOf(sql`SELECT 1 FROM export.registrations r WHERE ${where}`),
  };
}
