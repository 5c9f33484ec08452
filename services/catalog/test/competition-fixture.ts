import { REGISTRATION_EVENTS, type SquadOccupancy } from '@portal/contracts';
import { EventConsumer, type EventHandler } from '@portal/service-kit';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  clubs,
  competitionClasses,
  competitionTypes,
  divisionCompetitionTypes,
  divisions,
  documents,
  factors,
  levels,
  outbox,
  uploadTypes,
} from '../src/db/schema';
import { startCatalog, type CatalogHarness, type Json } from './support';

const DAY = 86_400_000;
/** An ISO instant `days` from now at `hour`:00 UTC. */
export const inDays = (days: number, hour = 9) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

export interface CompetitionFixture {
  h: CatalogHarness;
  /** tokens by role: admin, portal, clubOwn, clubOther, clubless, shooter */
  tokens: Record<string, string | undefined>;
  ownClubId: number;
  otherClubId: number;
  matchTypeId: number;
  eventTypeId: number;
  divisionIds: number[];
  otherTypeDivisionId: number;
  classIds: number[];
  factorIds: number[];
  levelId: number;
  uploadTypeId: number;
  documentId: number;
  logoId: number;
  /** a valid competition body of the own club, with two squads (the first with two stands) */
  body(patch?: Record<string, unknown>): Json;
  /** a valid event body of the own club */
  eventBody(patch?: Record<string, unknown>): Json;
  /** the competition events of one competition in the outbox, oldest first */
  eventsOf(id: number): Promise<Json[]>;
  /** publishes a squad occupancy as registration does, through the real exchange */
  publishOccupancy(occupancy: SquadOccupancy, version: number): Promise<void>;
  /** a second consumer that keeps a replica of competitions (id, name, version), newer only */
  startReplica(): Promise<{
    get(id: number): Promise<{ name: string; version: number } | undefined>;
    replay(envelope: Json): Promise<void>;
    handled(): number;
    stop(): Promise<void>;
  }>;
}

/**
 * The catalog with two clubs (one with a bank account), a match type and an event type, divisions
 * of each, classes, factors, a level, an upload type, a document and a logo; tokens for every role.
 */
export async function competitionFixture(
  label: string,
  env: Record<string, string> = {},
): Promise<CompetitionFixture> {
  const tokens: Record<string, string | undefined> = {};
  const h = await startCatalog(label, tokens, env);
  const db = h.service.ctx.db;
  const [own, other] = await db
    .insert(clubs)
    .values([
      {
        name: 'SV Eigen',
        longName: 'Schützenverein Eigen',
        address: 'Weg 1',
        zip: '1010',
        city: 'Wien',
        country: 'at',
        bankName: 'Erste Bank',
        bankIban: 'AT611904300234573201',
      },
      {
        name: 'SV Fremd',
        longName: 'Schützenverein Fremd',
        address: 'Weg 2',
        zip: '8010',
        city: 'Graz',
        country: 'at',
      },
    ])
    .returning({ id: clubs.id });
  const [match, event, otherType] = await db
    .insert(competitionTypes)
    .values([
      { name: 'IPSC Handgun', signupReservationTimeout: 300 },
      { name: 'Training', signupReservationTimeout: 180, event: true },
      { name: 'IPSC Rifle', signupReservationTimeout: 300 },
    ])
    .returning({ id: competitionTypes.id });
  const divisionRows = await db
    .insert(divisions)
    .values([{ name: 'Production' }, { name: 'Standard' }, { name: 'Open' }, { name: 'Semi-Auto Open' }])
    .returning({ id: divisions.id });
  await db
    .insert(divisionCompetitionTypes)
    .values([
      ...divisionRows.slice(0, 3).map((d) => ({ divisionId: d.id, competitionTypeId: match!.id })),
      { divisionId: divisionRows[3]!.id, competitionTypeId: otherType!.id },
    ]);
  const classRows = await db
    .insert(competitionClasses)
    .values([{ name: 'Overall' }, { name: 'Lady' }])
    .returning({ id: competitionClasses.id });
  const factorRows = await db
    .insert(factors)
    .values([{ name: 'Minor' }, { name: 'Major' }])
    .returning({ id: factors.id });
  const [level] = await db.insert(levels).values({ name: 'Level II' }).returning({ id: levels.id });
  const [uploadType] = await db
    .insert(uploadTypes)
    .values({ name: 'Ausschreibung', showName: true })
    .returning({ id: uploadTypes.id });
  const [doc, logo] = await db
    .insert(documents)
    .values([
      {
        storageKey: 'k-doc',
        fileName: 'ausschreibung.pdf',
        contentType: 'application/pdf',
        size: 10,
        kind: 'document',
      },
      { storageKey: 'k-logo', fileName: 'logo.png', contentType: 'image/png', size: 10, kind: 'logo' },
    ])
    .returning({ id: documents.id });

  const staff = (sub: string, role: string, permission: string, clubId?: number) =>
    h.keys.sign({ sub, roles: [role as never], permissions: [permission as never], clubId: clubId ?? null });
  tokens.admin = await staff('1', 'ROLE_ADMIN', 'IS_ADMIN');
  tokens.portal = await staff('2', 'ROLE_PORTAL_ADMIN', 'IS_PORTAL_ADMIN');
  tokens.clubOwn = await staff('3', 'ROLE_CLUB_ADMIN', 'IS_CLUB_ADMIN', own!.id);
  tokens.clubOther = await staff('4', 'ROLE_CLUB_ADMIN', 'IS_CLUB_ADMIN', other!.id);
  tokens.clubless = await staff('5', 'ROLE_CLUB_ADMIN', 'IS_CLUB_ADMIN');
  tokens.shooter = await staff('6', 'ROLE_USER', 'IS_USER_SHOOTER');

  const divisionIds = divisionRows.map((d) => d.id);
  const classIds = classRows.map((c) => c.id);
  const factorIds = factorRows.map((x) => x.id);
  const shared = {
    club: { id: own!.id },
    information: '<p>Ausschreibung folgt.</p>',
    nominationFee: 45.5,
    contact: { firstName: 'Maria', lastName: 'Huber', email: 'maria@sv-eigen.at', telephone: '+43 1 234' },
    address: 'Schießstättenweg 3',
    city: 'Wien',
    zip: '1210',
    country: 'at',
    state: 'Wien',
    googleMapsLink: 'https://maps.example.at/?q=sv-eigen',
    competitionDate: inDays(30),
    competitionEndDate: inDays(31, 17),
    registrationStart: inDays(1),
    registrationEnd: inDays(20),
    payOnSite: true,
    paymentViaDeposit: true,
  };
  const squadDay = inDays(30).slice(0, 10);

  return {
    h,
    tokens,
    ownClubId: own!.id,
    otherClubId: other!.id,
    matchTypeId: match!.id,
    eventTypeId: event!.id,
    divisionIds,
    otherTypeDivisionId: divisionRows[3]!.id,
    classIds,
    factorIds,
    levelId: level!.id,
    uploadTypeId: uploadType!.id,
    documentId: doc!.id,
    logoId: logo!.id,
    body: (patch = {}) => ({
      ...shared,
      name: 'Frühjahrs-Match',
      competitionTypeId: match!.id,
      level: { id: level!.id },
      stages: 12,
      minimumShots: 150,
      division_ids: [divisionIds[1], divisionIds[0]],
      competitionClass_ids: [classIds[0]],
      factor_ids: [factorIds[0]],
      competitionUploads: [{ type: { id: uploadType!.id }, document: { id: doc!.id } }],
      squads: [
        {
          name: 'Squad 1',
          information: 'Vormittag',
          squadSize: 2,
          maxWaitingListSize: 2,
          startDate: squadDay,
          startTime: '08:00',
          endTime: '12:00',
          divisionIds: [divisionIds[0]],
          competitionClassIds: [classIds[0]],
          factorIds: [factorIds[0]],
          stands: ['Stand A', 'Stand B'],
        },
        {
          name: 'Squad 2',
          information: 'Nachmittag',
          squadSize: 10,
          maxWaitingListSize: 0,
          startDate: squadDay,
          startTime: '13:00',
          endTime: '17:00',
        },
      ],
      ...patch,
    }),
    eventBody: (patch = {}) => ({
      ...shared,
      club: null,
      name: 'Range-Officer-Kurs',
      eventType: 'Kurs',
      competitionTypeId: event!.id,
      startingPlaces: 12,
      waitingListPlaces: 4,
      ...patch,
    }),
    async eventsOf(id) {
      const rows = await db
        .select({ envelope: outbox.envelope })
        .from(outbox)
        .where(sql`${outbox.envelope}->>'type' like 'catalog.competition.%'`)
        .orderBy(outbox.id);
      return rows.map((row) => row.envelope as Json).filter((e) => e.payload.id === id);
    },
    async publishOccupancy(occupancy, version) {
      const channel = await h.service.ctx.broker.getChannel();
      const envelope = {
        id: randomUUID(),
        type: REGISTRATION_EVENTS.squadOccupancyChanged,
        version,
        occurredAt: new Date().toISOString(),
        producer: 'registration',
        correlationId: null,
        payload: occupancy,
      };
      channel.publish(h.infra.exchange, envelope.type, Buffer.from(JSON.stringify(envelope)), {
        persistent: true,
        contentType: 'application/json',
      });
      await channel.waitForConfirms();
    },
    async startReplica() {
      await h.service.ctx.database.pool.query(
        'CREATE TABLE IF NOT EXISTS catalog.test_replica (id integer PRIMARY KEY, name text NOT NULL, version integer NOT NULL)',
      );
      let handled = 0;
      const apply = (type: string): EventHandler => ({
        name: `test-replica-${type}`,
        type,
        async handle(tx, event) {
          const payload = event.payload as Json;
          await tx.execute(sql`
            INSERT INTO catalog.test_replica (id, name, version) VALUES (${payload.id}, ${payload.name}, ${event.version})
            ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, version = EXCLUDED.version
            WHERE catalog.test_replica.version < EXCLUDED.version`);
          handled++;
        },
      });
      const queue = `${h.infra.queuePrefix}.replica-test`;
      const consumer = new EventConsumer({
        broker: h.service.ctx.broker,
        db,
        schema: 'catalog',
        exchange: h.infra.exchange,
        queue,
        handlers: [apply('catalog.competition.upserted')],
        logger: h.service.ctx.logger,
        maxAttempts: 3,
        retryBaseMs: 100,
      });
      await consumer.start();
      return {
        async get(id) {
          const { rows } = await h.service.ctx.database.pool.query<{ name: string; version: number }>(
            'SELECT name, version FROM catalog.test_replica WHERE id = $1',
            [id],
          );
          return rows[0];
        },
        async replay(envelope) {
          const channel = await h.service.ctx.broker.getChannel();
          const again = { ...envelope, id: randomUUID() };
          channel.publish(h.infra.exchange, again.type, Buffer.from(JSON.stringify(again)), {
            persistent: true,
          });
          await channel.waitForConfirms();
        },
        handled: () => handled,
        async stop() {
          await consumer.stop();
          const channel = await h.service.ctx.broker.getChannel();
          for (const name of [
            queue,
            `${queue}.dlq`,
            `${queue}.retry.1`,
            `${queue}.retry.2`,
            `${queue}.retry.3`,
          ])
            await channel.deleteQueue(name).catch(() => undefined);
        },
      };
    },
  };
}
