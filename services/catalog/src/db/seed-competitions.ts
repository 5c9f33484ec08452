import { fromViennaWallClock, viennaDay } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { publishCompetition } from '../domain/competitions/events';
import type { Tx } from '../domain/reference-admin';
import {
  clubs,
  competitionClasses,
  competitionClassLinks,
  competitionDivisions,
  competitionFactors,
  competitions,
  competitionTypes,
  divisionCompetitionTypes,
  factors,
  levels,
  squadDivisions,
  squads,
  squadStands,
} from './schema';

const DAY = 86_400_000;

/**
 * A demo squad: size, waiting list, start hour, stands (their number is the size) or none, and
 * whether it takes part in the multiple waiting list.
 */
interface SeedSquad {
  name: string;
  size: number;
  waitingList: number;
  hour: number;
  stands?: string[];
  multipleWaitingList?: boolean;
}

/** A demo competition or event, its dates in days from the day of seeding. */
interface SeedCompetition {
  club: string;
  name: string;
  type: string;
  level?: string;
  inDays: number;
  /** registration opens this many days from seeding (negative: already open) */
  opensInDays: number;
  viewType: 'ALL' | 'INTERNAL' | 'EXTERNAL' | 'UNLISTED';
  fee: number;
  stages?: number;
  paid?: boolean;
  cancelled?: boolean;
  national?: boolean;
  squads: SeedSquad[];
  /** events: places and waiting-list places */
  places?: [number, number];
}

const stands = (count: number) => Array.from({ length: count }, (_, i) => `Stand ${i + 1}`);
const morningAndAfternoon = (size: number, waitingList: number): SeedSquad[] => [
  { name: 'Squad 1 – Vormittag', size, waitingList, hour: 8 },
  { name: 'Squad 2 – Nachmittag', size, waitingList, hour: 13 },
];

/** Competitions over the past and the coming months: archive, open, upcoming, events. */
export const SEED_COMPETITIONS: SeedCompetition[] = [
  {
    club: 'Schützenverein Wien-Floridsdorf',
    name: 'Floridsdorfer Herbstmatch',
    type: 'IPSC Handgun',
    level: 'Level II',
    inDays: -45,
    opensInDays: -90,
    viewType: 'ALL',
    fee: 45,
    stages: 10,
    paid: true,
    squads: morningAndAfternoon(12, 4),
  },
  {
    club: 'Schützenverein Wien-Floridsdorf',
    name: 'Wiener Frühjahrs-Open',
    type: 'IPSC Handgun',
    level: 'Level III',
    inDays: 40,
    opensInDays: -5,
    viewType: 'ALL',
    fee: 65,
    stages: 14,
    paid: true,
    national: true,
    squads: [
      { name: 'Squad A', size: 6, waitingList: 3, hour: 8, stands: stands(6) },
      { name: 'Squad B', size: 6, waitingList: 3, hour: 10, stands: stands(6) },
      { name: 'Squad C', size: 10, waitingList: 0, hour: 13 },
    ],
  },
  {
    club: 'IPSC Club Graz',
    name: 'Grazer Stadtmeisterschaft',
    type: 'IPSC Handgun',
    level: 'Level I',
    inDays: 18,
    opensInDays: -10,
    viewType: 'ALL',
    fee: 35,
    stages: 6,
    squads: [{ name: 'Squad 1', size: 2, waitingList: 2, hour: 9, stands: ['Stand links', 'Stand rechts'] }],
  },
  {
    club: 'IPSC Club Graz',
    name: 'Steirischer PCC-Cup',
    type: 'IPSC PCC',
    level: 'Level II',
    inDays: 75,
    opensInDays: 20,
    viewType: 'EXTERNAL',
    fee: 50,
    stages: 8,
    squads: morningAndAfternoon(10, 5),
  },
  {
    club: 'SSV Innsbruck',
    name: 'Tiroler Gewehr-Match',
    type: 'IPSC Rifle',
    level: 'Level II',
    inDays: -12,
    opensInDays: -60,
    viewType: 'ALL',
    fee: 55,
    stages: 9,
    paid: true,
    squads: morningAndAfternoon(8, 2),
  },
  {
    // the demo shooter2's own club: members only, and shooter2 is a member (docs/guest-holds.md)
    club: 'IPSC Club Graz',
    name: 'Vereinsmeisterschaft Graz',
    type: 'IPSC Handgun',
    level: 'Level I',
    inDays: 25,
    opensInDays: -3,
    viewType: 'INTERNAL',
    fee: 20,
    stages: 5,
    squads: [{ name: 'Squad 1', size: 15, waitingList: 0, hour: 9 }],
  },
  {
    club: 'Schützengesellschaft Salzburg',
    name: 'Salzburger Flinten-Trophy',
    type: 'IPSC Shotgun',
    level: 'Level II',
    inDays: 55,
    opensInDays: 7,
    viewType: 'ALL',
    fee: 60,
    stages: 10,
    cancelled: true,
    squads: morningAndAfternoon(10, 0),
  },
  {
    club: 'PSV München',
    name: 'Münchner Winterpokal',
    type: 'IPSC Handgun',
    level: 'Level II',
    inDays: -80,
    opensInDays: -120,
    viewType: 'ALL',
    fee: 40,
    stages: 8,
    paid: true,
    squads: morningAndAfternoon(12, 0),
  },
  {
    club: 'PSV München',
    name: 'Bayerische Landesmeisterschaft Handgun',
    type: 'IPSC Handgun',
    level: 'Level III',
    inDays: 100,
    opensInDays: 30,
    viewType: 'UNLISTED',
    fee: 70,
    stages: 15,
    squads: [
      { name: 'Squad 1', size: 8, waitingList: 4, hour: 8, stands: stands(8) },
      { name: 'Squad 2', size: 8, waitingList: 4, hour: 11, stands: stands(8) },
      { name: 'Squad 3', size: 8, waitingList: 4, hour: 14 },
      { name: 'Squad 4', size: 8, waitingList: 4, hour: 16 },
    ],
  },
  {
    club: 'Schützenverein Nürnberg-Süd',
    name: 'Frankencup Nürnberg',
    type: 'IPSC Handgun',
    level: 'Level I',
    inDays: 32,
    opensInDays: -14,
    viewType: 'ALL',
    fee: 30,
    stages: 6,
    // two small final squads on the multiple waiting list: one sign-up fills each, then a
    // registration can wait on both at once (squad 0 of the sign-up)
    squads: [
      ...morningAndAfternoon(10, 3),
      { name: 'Finale Samstag', size: 1, waitingList: 4, hour: 15, multipleWaitingList: true },
      { name: 'Finale Sonntag', size: 1, waitingList: 4, hour: 16, multipleWaitingList: true },
    ],
  },
  // events: one squad holding the places
  {
    club: 'Schützenverein Wien-Floridsdorf',
    name: 'Einsteigertraining Dynamisches Schießen',
    type: 'Training',
    inDays: 12,
    opensInDays: -7,
    viewType: 'ALL',
    fee: 25,
    squads: [],
    places: [8, 4],
  },
  {
    club: 'IPSC Club Graz',
    name: 'Sicherheitsüberprüfung Frühjahr',
    type: 'Sicherheitsüberprüfung',
    inDays: 21,
    opensInDays: -2,
    viewType: 'ALL',
    fee: 15,
    squads: [],
    places: [12, 0],
  },
  {
    club: 'PSV München',
    name: 'Range-Officer-Kurs Süd',
    type: 'Range-Officer-Kurs',
    inDays: 60,
    opensInDays: 10,
    viewType: 'ALL',
    fee: 120,
    squads: [],
    places: [16, 6],
  },
];

/** The state code (as the forms and the province filter use it) of each demo club's city. */
const STATE_OF_CITY: Record<string, string> = {
  Wien: 'W',
  Graz: 'ST',
  Innsbruck: 'T',
  Salzburg: 'S',
  Linz: 'OOE',
  München: 'BY',
  Nürnberg: 'BY',
  Rosenheim: 'BY',
};

/** `hour`:00 Vienna time `days` from now: the demo reads as a club would type it (docs/time-zone.md). */
const at = (days: number, hour: number) =>
  fromViennaWallClock(viennaDay(new Date(Date.now() + days * DAY)), `${hour}:00`)!;

/**
 * Inserts the demo competitions that are missing (by club and name) with squads, stands,
 * divisions, classes and factors, and publishes each through the outbox like a saved one.
 * Runs inside the catalog seed's transaction and lock.
 */
export async function seedCompetitions(tx: Tx): Promise<number> {
  const clubRows = await tx
    .select({
      id: clubs.id,
      name: clubs.name,
      iban: clubs.bankIban,
      address: clubs.address,
      zip: clubs.zip,
      city: clubs.city,
      country: clubs.country,
      maps: clubs.googleMapsLink,
      first: clubs.contactFirstName,
      last: clubs.contactLastName,
      email: clubs.contactEmail,
      phone: clubs.contactTelephone,
    })
    .from(clubs)
    .where(inArray(clubs.name, [...new Set(SEED_COMPETITIONS.map((c) => c.club))]));
  const clubByName = new Map(clubRows.map((club) => [club.name, club]));
  const types = new Map(
    (await tx.select({ id: competitionTypes.id, name: competitionTypes.name }).from(competitionTypes)).map(
      (t) => [t.name, t.id],
    ),
  );
  const levelIds = new Map((await tx.select().from(levels)).map((l) => [l.name, l.id]));
  const classIds = (await tx.select({ id: competitionClasses.id }).from(competitionClasses)).map((c) => c.id);
  const factorIds = (await tx.select({ id: factors.id }).from(factors)).map((f) => f.id);
  let inserted = 0;
  for (const seed of SEED_COMPETITIONS) {
    const club = clubByName.get(seed.club);
    const typeId = types.get(seed.type);
    if (!club || !typeId) continue;
    const [exists] = await tx
      .select({ id: competitions.id })
      .from(competitions)
      .where(and(eq(competitions.clubId, club.id), eq(competitions.name, seed.name)));
    if (exists) continue;
    const event = seed.places !== undefined;
    const date = at(seed.inDays, 8);
    const [created] = await tx
      .insert(competitions)
      .values({
        clubId: club.id,
        event,
        name: seed.name,
        eventType: event ? seed.type : null,
        competitionTypeId: typeId,
        levelId: seed.level ? (levelIds.get(seed.level) ?? null) : null,
        information: `<p>${seed.name}: Ausschreibung, Zeitplan und Anfahrt auf der Vereinsseite. Bitte pünktlich zum Briefing erscheinen.</p>`,
        nominationFee: seed.fee.toFixed(2),
        contactFirstName: club.first,
        contactLastName: club.last,
        contactEmail: club.email,
        contactTelephone: club.phone,
        address: club.address,
        zip: club.zip,
        city: club.city,
        country: club.country,
        state: STATE_OF_CITY[club.city] ?? null,
        googleMapsLink: club.maps,
        competitionDate: date,
        competitionEndDate: at(seed.inDays, 17),
        registration: true,
        registrationStart: at(seed.opensInDays, 18),
        registrationEnd: at(seed.inDays - 3, 22),
        payOnSite: true,
        paymentViaDeposit: club.iban !== null,
        viewType: seed.viewType,
        paid: seed.paid ?? false,
        paidAt: seed.paid ? at(seed.opensInDays, 12) : null,
        cancelled: seed.cancelled ?? false,
        cancelledAt: seed.cancelled ? new Date() : null,
        stages: seed.stages ?? null,
        minimumShots: seed.stages ? seed.stages * 16 : null,
        nationalCompetition: seed.national ?? false,
        multipleRegistrations: !event,
        startingPlaces: seed.places?.[0] ?? null,
        waitingListPlaces: seed.places?.[1] ?? null,
      })
      .returning({ id: competitions.id });
    const competitionId = created!.id;
    const divisionIds = event
      ? []
      : (
          await tx
            .select({ id: divisionCompetitionTypes.divisionId })
            .from(divisionCompetitionTypes)
            .where(eq(divisionCompetitionTypes.competitionTypeId, typeId))
        ).map((d) => d.id);
    if (!event) {
      await tx.insert(competitionDivisions).values(divisionIds.map((refId) => ({ competitionId, refId })));
      await tx.insert(competitionClassLinks).values(classIds.map((refId) => ({ competitionId, refId })));
      await tx.insert(competitionFactors).values(factorIds.map((refId) => ({ competitionId, refId })));
    }
    const squadSeeds: SeedSquad[] = event
      ? [{ name: seed.name, size: seed.places![0], waitingList: seed.places![1], hour: 8 }]
      : seed.squads;
    for (const [sortOrder, squad] of squadSeeds.entries()) {
      const [row] = await tx
        .insert(squads)
        .values({
          competitionId,
          name: squad.name,
          information: event ? seed.name : `Start ${squad.hour}:00 Uhr, Briefing 30 Minuten vorher.`,
          squadSize: squad.size,
          maxWaitingListSize: squad.waitingList,
          multipleWaitingList: squad.multipleWaitingList ?? false,
          startDate: viennaDay(date),
          startTime: `${String(squad.hour).padStart(2, '0')}:00:00`,
          endTime: `${String(squad.hour + 3).padStart(2, '0')}:00:00`,
          sortOrder,
        })
        .returning({ id: squads.id });
      if (squad.stands?.length)
        await tx
          .insert(squadStands)
          .values(
            squad.stands.map((name, standOrder) => ({ squadId: row!.id, name, sortOrder: standOrder })),
          );
      // the first squad of a national match is limited to one division
      if (seed.national && sortOrder === 0 && divisionIds.length)
        await tx.insert(squadDivisions).values({ squadId: row!.id, refId: divisionIds[0]! });
    }
    await publishCompetition(tx, competitionId);
    inserted++;
  }
  return inserted;
}
