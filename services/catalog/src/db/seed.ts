import type { Database } from '@portal/service-kit';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  clubs,
  competitionClasses,
  competitionTypes,
  divisionCompetitionTypes,
  divisions,
  factors,
  levels,
  uploadTypes,
} from './schema';
import { publishClub } from '../domain/club-admin/write';
import { publishUpserted, type ReferenceResource } from '../domain/reference-admin';
import {
  competitionClassResource,
  competitionTypeResource,
  divisionResource,
  factorResource,
  levelResource,
  uploadTypeResource,
} from '../domain/reference-resources';
import { seedCompetitions } from './seed-competitions';

/**
 * Demo data of catalog: the reference data of an IPSC season, a few Austrian and German clubs and
 * their competitions and events (`seed-competitions.ts`).
 * Seeding is idempotent: what exists (by name) is left as it is, so seeding twice changes nothing.
 * Every row it inserts is published through the outbox like the back-office's own writes, so the
 * other services' replicas (identity's ids, registration's competitions) get the demo data too.
 */

const HANDGUN = 'IPSC Handgun';
const RIFLE = 'IPSC Rifle';
const SHOTGUN = 'IPSC Shotgun';
const PCC = 'IPSC PCC';
const TRAINING = 'Training';
const SAFETY_APPROVAL = 'Sicherheitsüberprüfung';
const RANGE_OFFICER_COURSE = 'Range-Officer-Kurs';

export const SEED_LEVELS = ['Level I', 'Level II', 'Level III'];
export const SEED_FACTORS = ['Minor', 'Major'];
export const SEED_COMPETITION_CLASSES = [
  'Overall',
  'Lady',
  'Super Junior',
  'Junior',
  'Senior',
  'Super Senior',
  'Grand Senior',
];

/** Competition types; the three events hold a place shorter (180 s) than matches (300 s). */
export const SEED_COMPETITION_TYPES = [
  { name: HANDGUN, signupReservationTimeout: 300, isDefault: true, event: false },
  { name: RIFLE, signupReservationTimeout: 300, isDefault: false, event: false },
  { name: SHOTGUN, signupReservationTimeout: 300, isDefault: false, event: false },
  { name: PCC, signupReservationTimeout: 300, isDefault: false, event: false },
  { name: TRAINING, signupReservationTimeout: 180, isDefault: false, event: true },
  { name: SAFETY_APPROVAL, signupReservationTimeout: 180, isDefault: false, event: true },
  { name: RANGE_OFFICER_COURSE, signupReservationTimeout: 180, isDefault: false, event: true },
];

const HANDGUN_USE = [HANDGUN, TRAINING, SAFETY_APPROVAL, RANGE_OFFICER_COURSE];
const PCC_USE = [PCC, TRAINING, SAFETY_APPROVAL];
const RIFLE_USE = [RIFLE, TRAINING];
const SHOTGUN_USE = [SHOTGUN, TRAINING];

/** Each division and the competition types that offer it. */
export const SEED_DIVISIONS: Record<string, string[]> = {
  Production: HANDGUN_USE,
  'Production Optics': HANDGUN_USE,
  Standard: HANDGUN_USE,
  Open: HANDGUN_USE,
  Classic: HANDGUN_USE,
  Revolver: HANDGUN_USE,
  'PCC Optics': PCC_USE,
  'PCC Iron': PCC_USE,
  'Mini Rifle Open': RIFLE_USE,
  'Mini Rifle Standard': RIFLE_USE,
  'Rifle Semi-Auto Open': RIFLE_USE,
  'Rifle Semi-Auto Standard': RIFLE_USE,
  'Rifle Manual Action Open': RIFLE_USE,
  'Rifle Manual Action Standard': RIFLE_USE,
  'Shotgun Open': SHOTGUN_USE,
  'Shotgun Modified': SHOTGUN_USE,
  'Shotgun Standard': SHOTGUN_USE,
  'Shotgun Standard Manual': SHOTGUN_USE,
};

/** Kinds of competition documents, in the order the forms list them; only the call for entries shows its name. */
export const SEED_UPLOAD_TYPES = [
  { name: 'Ausschreibung', sortingOrder: 1, showName: true },
  { name: 'Zeitplan', sortingOrder: 2, showName: false },
  { name: 'Ergebnisliste', sortingOrder: 3, showName: false },
  { name: 'Lageplan', sortingOrder: 4, showName: false },
];

const mapsLink = (...parts: string[]) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(parts.join(', '))}`;

type SeedClub = Omit<typeof clubs.$inferInsert, 'id' | 'publicLinkId' | 'createdAt'>;

/** Six listed, active clubs, one unlisted (Linz) and one inactive (Rosenheim). */
export const SEED_CLUBS: SeedClub[] = [
  {
    name: 'Schützenverein Wien-Floridsdorf',
    longName: 'Schützenverein Wien-Floridsdorf, Sektion IPSC',
    shortName: 'SV Floridsdorf',
    address: 'Brünner Straße 190',
    zip: '1210',
    city: 'Wien',
    country: 'at',
    matchAddress: 'Senderstraße 8',
    matchZip: '1210',
    matchCity: 'Wien',
    matchCountry: 'at',
    websiteLink: 'https://www.sv-floridsdorf.at',
    googleMapsLink: mapsLink('Senderstraße 8', '1210 Wien', 'Österreich'),
  },
  {
    name: 'IPSC Club Graz',
    longName: 'IPSC Club Graz – Sportschützen Steiermark',
    shortName: 'ICG',
    address: 'Wiener Straße 245',
    zip: '8051',
    city: 'Graz',
    country: 'at',
    matchAddress: 'Thalstraße 40',
    matchZip: '8051',
    matchCity: 'Thal',
    matchCountry: 'at',
    websiteLink: 'https://www.ipsc-graz.at',
    googleMapsLink: mapsLink('Thalstraße 40', '8051 Thal', 'Österreich'),
  },
  {
    name: 'SSV Innsbruck',
    longName: 'Sportschützenverein Innsbruck',
    shortName: 'SSVI',
    address: 'Reichenauer Straße 70',
    zip: '6020',
    city: 'Innsbruck',
    country: 'at',
    websiteLink: 'https://www.ssv-innsbruck.at',
    googleMapsLink: mapsLink('Reichenauer Straße 70', '6020 Innsbruck', 'Österreich'),
  },
  {
    name: 'Schützengesellschaft Salzburg',
    longName: 'Schützengesellschaft Salzburg 1850',
    shortName: 'SG Salzburg',
    address: 'Ignaz-Harrer-Straße 40',
    zip: '5020',
    city: 'Salzburg',
    country: 'at',
    matchAddress: 'Glanegger Straße 12',
    matchZip: '5082',
    matchCity: 'Grödig',
    matchCountry: 'at',
    websiteLink: 'https://www.sg-salzburg.at',
    googleMapsLink: mapsLink('Glanegger Straße 12', '5082 Grödig', 'Österreich'),
  },
  {
    name: 'IPSC Sportschützen Linz',
    longName: 'IPSC Sportschützen Linz-Urfahr',
    shortName: 'ISL',
    address: 'Freistädter Straße 120',
    zip: '4040',
    city: 'Linz',
    country: 'at',
    websiteLink: 'https://www.ipsc-linz.at',
    googleMapsLink: mapsLink('Freistädter Straße 120', '4040 Linz', 'Österreich'),
    unlisted: true,
  },
  {
    name: 'PSV München',
    longName: 'Polizei-Sportverein München e.V., Abteilung Sportschießen',
    shortName: 'PSV',
    address: 'Ständlerstraße 60',
    zip: '81549',
    city: 'München',
    country: 'de',
    websiteLink: 'https://www.psv-muenchen.de',
    googleMapsLink: mapsLink('Ständlerstraße 60', '81549 München', 'Deutschland'),
  },
  {
    name: 'Schützenverein Nürnberg-Süd',
    longName: 'Schützenverein Nürnberg-Süd e.V.',
    shortName: 'SV Nürnberg-Süd',
    address: 'Gibitzenhofstraße 150',
    zip: '90443',
    city: 'Nürnberg',
    country: 'de',
    matchAddress: 'Am Schießhaus 3',
    matchZip: '90537',
    matchCity: 'Feucht',
    matchCountry: 'de',
    websiteLink: 'https://www.sv-nuernberg-sued.de',
    googleMapsLink: mapsLink('Am Schießhaus 3', '90537 Feucht', 'Deutschland'),
    // a demo account (valid check digits, Sparkasse Nürnberg's bank code): its competitions take
    // bank transfers, so the demo shows EPC QR codes
    bankName: 'Sparkasse Nürnberg',
    bankBic: 'SSKNDE77XXX',
    bankIban: 'DE10760501010001234567',
  },
  {
    name: 'IPSC Club Rosenheim',
    longName: 'IPSC Club Rosenheim e.V.',
    shortName: 'ICR',
    address: 'Kufsteiner Straße 88',
    zip: '83022',
    city: 'Rosenheim',
    country: 'de',
    websiteLink: 'https://www.ipsc-rosenheim.de',
    googleMapsLink: mapsLink('Kufsteiner Straße 88', '83022 Rosenheim', 'Deutschland'),
    active: false,
  },
];

/** How many rows one seeding inserted per table (all 0 when everything was there already). */
export interface CatalogSeedResult {
  levels: number;
  factors: number;
  competitionClasses: number;
  competitionTypes: number;
  divisions: number;
  divisionCompetitionTypes: number;
  uploadTypes: number;
  clubs: number;
  competitions: number;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function idsByName(
  tx: Transaction,
  table: typeof competitionTypes | typeof divisions,
  names: string[],
): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.name, [...new Set(names)]));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Inserts what is missing of the demo data, in one transaction (concurrent seeders wait). */
export async function seedCatalog(db: Database): Promise<CatalogSeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalog:seed'))`);
    // rows inserted now, published once the division links exist (a division's event lists its types)
    const inserted: [ReferenceResource<{ name: string }>, { id: number }[]][] = [];
    const track = (resource: ReferenceResource<{ name: string }>, rows: { id: number }[]) => {
      inserted.push([resource, rows]);
      return rows.length;
    };
    const named = async (
      resource: ReferenceResource<{ name: string }>,
      table: typeof levels | typeof factors | typeof competitionClasses,
      names: string[],
    ) =>
      track(
        resource,
        await tx
          .insert(table)
          .values(names.map((name) => ({ name })))
          .onConflictDoNothing({ target: table.name })
          .returning({ id: table.id }),
      );

    // the seeded default stays a plain type when somebody made another type the default
    const [currentDefault] = await tx
      .select({ id: competitionTypes.id })
      .from(competitionTypes)
      .where(eq(competitionTypes.isDefault, true));
    const result: CatalogSeedResult = {
      levels: await named(levelResource, levels, SEED_LEVELS),
      factors: await named(factorResource, factors, SEED_FACTORS),
      competitionClasses: await named(competitionClassResource, competitionClasses, SEED_COMPETITION_CLASSES),
      competitionTypes: track(
        competitionTypeResource,
        await tx
          .insert(competitionTypes)
          .values(SEED_COMPETITION_TYPES.map((t) => ({ ...t, isDefault: t.isDefault && !currentDefault })))
          .onConflictDoNothing({ target: competitionTypes.name })
          .returning({ id: competitionTypes.id }),
      ),
      divisions: track(
        divisionResource,
        await tx
          .insert(divisions)
          .values(Object.keys(SEED_DIVISIONS).map((name) => ({ name })))
          .onConflictDoNothing({ target: divisions.name })
          .returning({ id: divisions.id }),
      ),
      divisionCompetitionTypes: 0,
      uploadTypes: track(
        uploadTypeResource,
        await tx
          .insert(uploadTypes)
          .values(SEED_UPLOAD_TYPES)
          .onConflictDoNothing({ target: uploadTypes.name })
          .returning({ id: uploadTypes.id }),
      ),
      clubs: 0,
      competitions: 0,
    };

    const typeIds = await idsByName(tx, competitionTypes, Object.values(SEED_DIVISIONS).flat());
    const divisionIds = await idsByName(tx, divisions, Object.keys(SEED_DIVISIONS));
    const links = Object.entries(SEED_DIVISIONS).flatMap(([division, types]) => {
      const divisionId = divisionIds.get(division);
      return types.flatMap((type) => {
        const competitionTypeId = typeIds.get(type);
        return divisionId && competitionTypeId ? [{ divisionId, competitionTypeId }] : [];
      });
    });
    if (links.length) {
      result.divisionCompetitionTypes = (
        await tx
          .insert(divisionCompetitionTypes)
          .values(links)
          .onConflictDoNothing()
          .returning({ divisionId: divisionCompetitionTypes.divisionId })
      ).length;
    }

    for (const [resource, rows] of inserted)
      for (const { id } of rows) await publishUpserted(tx, resource, id);

    // club names are not unique in the schema, so no ON CONFLICT: the lock above keeps this check-then-insert safe
    const seededNames = SEED_CLUBS.map((c) => c.name);
    const existing = await tx
      .select({ name: clubs.name })
      .from(clubs)
      .where(inArray(clubs.name, seededNames));
    const existingClubs = new Set(existing.map((c) => c.name));
    const missingClubs = SEED_CLUBS.filter((c) => !existingClubs.has(c.name));
    if (missingClubs.length) {
      const created = await tx.insert(clubs).values(missingClubs).returning({ id: clubs.id });
      for (const { id } of created) await publishClub(tx, id);
      result.clubs = created.length;
    }
    result.competitions = await seedCompetitions(tx);
    return result;
  });
}
