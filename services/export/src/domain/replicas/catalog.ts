import type { Advertising, Club, Competition } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/**
 * Replicas of catalog's rows for reporting. Every event is a full snapshot with a version: a row
 * is written only when the event is newer than what it holds, so late or repeated events change
 * nothing.
 */
export async function applyCompetition(tx: DbExecutor, c: Competition, version: number): Promise<void> {
  const applied = await tx.execute(sql`
    INSERT INTO export.competitions (id, version, club_id, name, event, competition_type_id,
      competition_type_name, level_id, view_type, competition_date, competition_end_date,
      registration_start, registration_end, nomination_fee, city, zip, country, state, stages,
      public_link, paid, cancelled, active, deleted)
    VALUES (${c.id}, ${version}, ${c.club.id}, ${c.name}, ${c.event}, ${c.competitionTypeId},
      ${c.competitionType.name}, ${c.level?.id ?? null}, ${c.viewType}, ${c.competitionDate},
      ${c.competitionEndDate}, ${c.registrationStart}, ${c.registrationEnd}, ${c.nominationFee},
      ${c.city}, ${c.zip}, ${c.country}, ${c.state}, ${c.stages}, ${c.publicLink}, ${c.paid},
      ${c.cancelled}, ${c.active}, ${c.deletedAt !== null})
    ON CONFLICT (id) DO UPDATE SET version = excluded.version, club_id = excluded.club_id,
      name = excluded.name, event = excluded.event, competition_type_id = excluded.competition_type_id,
      competition_type_name = excluded.competition_type_name, level_id = excluded.level_id,
      view_type = excluded.view_type, competition_date = excluded.competition_date,
      competition_end_date = excluded.competition_end_date,
      registration_start = excluded.registration_start, registration_end = excluded.registration_end,
      nomination_fee = excluded.nomination_fee, city = excluded.city, zip = excluded.zip,
      country = excluded.country, state = excluded.state, stages = excluded.stages,
      public_link = excluded.public_link, paid = excluded.paid, cancelled = excluded.cancelled,
      active = excluded.active, deleted = excluded.deleted
    WHERE export.competitions.version < excluded.version
    RETURNING id`);
  if (applied.rows.length === 0) return;
  const squadIds = c.squads.map((s) => s.id);
  await tx.execute(sql`
    DELETE FROM export.stands WHERE squad_id IN
      (SELECT id FROM export.squads WHERE competition_id = ${c.id})`);
  await tx.execute(sql`DELETE FROM export.squads WHERE competition_id = ${c.id}`);
  if (squadIds.length === 0) return;
  const squads = c.squads.map(
    (s, position) =>
      sql`(${s.id}, ${c.id}, ${s.name}, ${s.startDate}, ${s.startTime}, ${s.endTime}, ${s.squadSize}, ${position})`,
  );
  await tx.execute(sql`
    INSERT INTO export.squads (id, competition_id, name, start_date, start_time, end_time, squad_size, position)
    VALUES ${sql.join(squads, sql`, `)}
    ON CONFLICT (id) DO UPDATE SET competition_id = excluded.competition_id, name = excluded.name,
      start_date = excluded.start_date, start_time = excluded.start_time, end_time = excluded.end_time,
      squad_size = excluded.squad_size, position = excluded.position`);
  const stands = c.squads.flatMap((s) => s.stands.map((st) => sql`(${st.id}, ${s.id}, ${st.name})`));
  if (stands.length === 0) return;
  await tx.execute(sql`
    INSERT INTO export.stands (id, squad_id, name) VALUES ${sql.join(stands, sql`, `)}
    ON CONFLICT (id) DO UPDATE SET squad_id = excluded.squad_id, name = excluded.name`);
}

export async function markCompetitionDeleted(tx: DbExecutor, id: number, version: number): Promise<void> {
  await tx.execute(sql`
    UPDATE export.competitions SET deleted = true, version = ${version}
    WHERE id = ${id} AND version < ${version}`);
}

export async function applyClub(tx: DbExecutor, c: Club, version: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO export.clubs (id, version, name, long_name, address, zip, city, country, bmd_account_number, active)
    VALUES (${c.id}, ${version}, ${c.name}, ${c.longName}, ${c.address}, ${c.zip}, ${c.city},
      ${c.country}, ${c.bmdAccountNumber}, ${c.active})
    ON CONFLICT (id) DO UPDATE SET version = excluded.version, name = excluded.name,
      long_name = excluded.long_name, address = excluded.address, zip = excluded.zip,
      city = excluded.city, country = excluded.country,
      bmd_account_number = excluded.bmd_account_number, active = excluded.active, deleted = false
    WHERE export.clubs.version < excluded.version`);
}

/** A deleted row keeps its name (old registrations still show it). */
export async function markClubDeleted(tx: DbExecutor, id: number, version: number): Promise<void> {
  await tx.execute(sql`
    UPDATE export.clubs SET deleted = true, version = ${version} WHERE id = ${id} AND version < ${version}`);
}

export async function applyReferenceName(
  tx: DbExecutor,
  kind: string,
  id: number,
  name: string | null,
  version: number,
  deleted: boolean,
): Promise<void> {
  if (deleted) {
    await tx.execute(sql`
      UPDATE export.reference_names SET deleted = true, version = ${version}
      WHERE kind = ${kind} AND id = ${id} AND version < ${version}`);
    return;
  }
  await tx.execute(sql`
    INSERT INTO export.reference_names (kind, id, version, name) VALUES (${kind}, ${id}, ${version}, ${name ?? ''})
    ON CONFLICT (kind, id) DO UPDATE SET version = excluded.version, name = excluded.name, deleted = false
    WHERE export.reference_names.version < excluded.version`);
}

export async function applyAdvert(tx: DbExecutor, a: Advertising, version: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO export.adverts (id, version, name, short_name, active, from_date, to_date,
      button_text, button_link, detail_view, clicks, created_at)
    VALUES (${a.id}, ${version}, ${a.name}, ${a.shortName}, ${a.active}, ${a.fromDate}, ${a.toDate},
      ${a.buttonText}, ${a.buttonLink}, ${a.detailView}, ${a.clicks ?? 0}, ${a.createdAt})
    ON CONFLICT (id) DO UPDATE SET version = excluded.version, name = excluded.name,
      short_name = excluded.short_name, active = excluded.active, from_date = excluded.from_date,
      to_date = excluded.to_date, button_text = excluded.button_text,
      button_link = excluded.button_link, detail_view = excluded.detail_view,
      clicks = excluded.clicks, created_at = excluded.created_at, deleted = false
    WHERE export.adverts.version < excluded.version`);
}

export async function markAdvertDeleted(tx: DbExecutor, id: number, version: number): Promise<void> {
  await tx.execute(sql`
    UPDATE export.adverts SET deleted = true, version = ${version} WHERE id = ${id} AND version < ${version}`);
}
