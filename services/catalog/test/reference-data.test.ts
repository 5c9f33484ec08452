import {
  createDatabase,
  runMigrations,
  startService,
  type DatabaseHandle,
  type RunningService,
} from '@portal/service-kit';
import { createTestInfra, type TestInfra } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seedCatalog,
  SEED_CLUBS,
  SEED_COMPETITION_CLASSES,
  SEED_COMPETITION_TYPES,
  SEED_DIVISIONS,
  SEED_FACTORS,
  SEED_LEVELS,
  type CatalogSeedResult,
} from '../src/db/seed';
import { catalogService } from '../src/service';

interface Named {
  id: number;
  name: string;
}
interface ListBody<T = Named> {
  content: T[];
  totalElements: number;
}
interface ErrorBody {
  error: string;
  field?: string;
}

const collator = new Intl.Collator('und');
const byName = (names: string[]) => [...names].sort(collator.compare);
const names = (body: ListBody) => body.content.map((row) => row.name);
const DIVISION_NAMES = Object.keys(SEED_DIVISIONS);
const LISTED_CLUBS = [
  'IPSC Club Graz',
  'PSV München',
  'Schützengesellschaft Salzburg',
  'Schützenverein Nürnberg-Süd',
  'Schützenverein Wien-Floridsdorf',
  'SSV Innsbruck',
];

describe('catalog public reference data', () => {
  let infra: TestInfra;
  let service: RunningService;
  let firstSeed: CatalogSeedResult;

  const get = async <T = ListBody>(path: string): Promise<{ status: number; body: T }> => {
    const response = await fetch(`http://127.0.0.1:${service.port}/api/publicResources/${path}`);
    return { status: response.status, body: (await response.json()) as T };
  };
  const typeId = async (name: string) => {
    const { body } = await get('competitionTypes?size=1000');
    const type = body.content.find((t) => t.name === name);
    if (!type) throw new Error(`no competition type ${name}`);
    return type.id;
  };

  beforeAll(async () => {
    infra = await createTestInfra('refdata');
    service = await startService(catalogService, infra.env);
    firstSeed = await seedCatalog(service.ctx.db);
  });
  afterAll(async () => {
    await service.stop();
    await infra.cleanup();
  });

  describe('when the lists are asked for without a sort', () => {
    it.each([
      ['factors', SEED_FACTORS],
      ['levels', SEED_LEVELS],
      ['competitionClasses', SEED_COMPETITION_CLASSES],
      ['competitionTypes', SEED_COMPETITION_TYPES.map((t) => t.name)],
      ['divisions', DIVISION_NAMES],
      ['clubsPubList', LISTED_CLUBS],
    ])('then %s answers the seeded data sorted by name with its total', async (path, seeded) => {
      const { status, body } = await get(`${path}?size=1000`);
      expect(status).toBe(200);
      expect(names(body)).toEqual(byName(seeded));
      expect(body.totalElements).toBe(seeded.length);
    });

    it('then names sort like a reader expects (case and umlauts do not push entries to the end)', async () => {
      const { body } = await get('clubsPubList');
      expect(names(body)).toEqual(LISTED_CLUBS);
      expect(names((await get('levels')).body)).toEqual(['Level I', 'Level II', 'Level III']);
      expect(names((await get('factors')).body)).toEqual(['Major', 'Minor']);
    });
  });

  it('when competition types are listed then each has its reservation timeout, default and event flag', async () => {
    const { body } = await get<ListBody<Record<string, unknown>>>('competitionTypes');
    expect(body.content.find((t) => t.name === 'IPSC Handgun')).toEqual({
      id: expect.any(Number),
      name: 'IPSC Handgun',
      signupReservationTimeout: 300,
      logo: null,
      isDefault: true,
      event: false,
    });
    expect(body.content.find((t) => t.name === 'Sicherheitsüberprüfung')).toMatchObject({
      signupReservationTimeout: 180,
      isDefault: false,
      event: true,
    });
    expect(body.content.filter((t) => t.isDefault)).toHaveLength(1);
    expect(body.content.filter((t) => t.event).map((t) => t.name)).toEqual(
      byName(['Training', 'Sicherheitsüberprüfung', 'Range-Officer-Kurs']),
    );
  });

  it('when divisions are listed then each carries the ids of the competition types that offer it', async () => {
    const { body } = await get<ListBody<Named & { competitionType_ids: number[] }>>('divisions?size=1000');
    const production = body.content.find((d) => d.name === 'Production');
    const expected = await Promise.all(SEED_DIVISIONS.Production!.map(typeId));
    expect(production?.competitionType_ids).toEqual(expected.sort((a, b) => a - b));
    expect(Object.keys(body.content[0]!).sort()).toEqual(['competitionType_ids', 'id', 'name']);
  });

  describe('when divisions are filtered by competition type', () => {
    it('then only the divisions of that type answer, with their total', async () => {
      const pcc = await get(`divisions?competitionTypeId=${await typeId('IPSC PCC')}`);
      expect(names(pcc.body)).toEqual(['PCC Iron', 'PCC Optics']);
      expect(pcc.body.totalElements).toBe(2);
      const shotgun = await get(`divisions?competitionTypeId=${await typeId('IPSC Shotgun')}&size=2`);
      expect(shotgun.body.content).toHaveLength(2);
      expect(shotgun.body.totalElements).toBe(4);
    });

    it('then a type nobody uses answers an empty list and a malformed id 400', async () => {
      expect((await get('divisions?competitionTypeId=999999')).body).toEqual({
        content: [],
        totalElements: 0,
      });
      const bad = await get<ErrorBody>('divisions?competitionTypeId=abc');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ error: 'FIELD_INVALID', field: 'competitionTypeId' });
      expect((await get('divisions?competitionTypeId=99999999999')).status).toBe(400);
    });
  });

  describe('when a list is paged', () => {
    it('then the pages together are the whole list without overlap, the last page is partial', async () => {
      const pages = await Promise.all([0, 1, 2, 3].map((page) => get(`divisions?size=5&page=${page}`)));
      expect(pages.map((p) => p.body.content.length)).toEqual([5, 5, 5, 3]);
      expect(pages.every((p) => p.body.totalElements === 18)).toBe(true);
      expect(pages.flatMap((p) => names(p.body))).toEqual(byName(DIVISION_NAMES));
    });

    it('then a page past the end is empty and still tells the total', async () => {
      const { status, body } = await get('divisions?size=5&page=4');
      expect(status).toBe(200);
      expect(body).toEqual({ content: [], totalElements: 18 });
      expect((await get('factors?page=1000000')).body).toEqual({ content: [], totalElements: 2 });
    });

    it.each([
      ['size=0', 'size'],
      ['size=100000', 'size'],
      ['size=1001', 'size'],
      ['size=ten', 'size'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
    ])('then %s answers 400 naming the field', async (query, field) => {
      const { status, body } = await get<ErrorBody>(`clubsPubList?${query}`);
      expect(status).toBe(400);
      expect(body.field).toBe(field);
    });

    it('then the largest allowed page size answers', async () => {
      expect((await get('divisions?size=1000')).status).toBe(200);
    });
  });

  describe('when a sort is asked for', () => {
    it('then an allowed field sorts in the asked direction', async () => {
      const desc = await get('competitionClasses?sort=name,desc');
      expect(names(desc.body)).toEqual(byName(SEED_COMPETITION_CLASSES).reverse());
      const byId = await get('factors?sort=id,asc');
      const ids = byId.body.content.map((f) => f.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const byTimeout = await get<ListBody<Named & { signupReservationTimeout: number }>>(
        'competitionTypes?sort=signupReservationTimeout,asc',
      );
      expect(byTimeout.body.content[0]!.signupReservationTimeout).toBe(180);
    });

    it.each(['password,asc', 'name;drop table catalog.factors', 'name,sideways', 'publicLinkId'])(
      'then an unknown sort %s answers 400',
      async (sort) => {
        const { status, body } = await get<ErrorBody>(`clubsPubList?sort=${encodeURIComponent(sort)}`);
        expect(status).toBe(400);
        expect(body.field).toBe('sort');
      },
    );
  });

  it('when an unknown query parameter is sent then 400 UNKNOWN_FIELD names it', async () => {
    for (const path of ['factors', 'levels', 'competitionClasses', 'competitionTypes', 'divisions']) {
      const { status, body } = await get<ErrorBody>(`${path}?active=false`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: 'UNKNOWN_FIELD', field: 'active' });
    }
    const clubs = await get<ErrorBody>('clubsPubList?includeUnlisted=true');
    expect(clubs.body).toMatchObject({ error: 'UNKNOWN_FIELD', field: 'includeUnlisted' });
  });

  describe('when a list is filtered by name', () => {
    it('then the filter is a case-insensitive part of the name', async () => {
      expect(names((await get('factors?name=MIN')).body)).toEqual(['Minor']);
      const pcc = await get('divisions?name=pcc');
      expect(names(pcc.body)).toEqual(['PCC Iron', 'PCC Optics']);
      expect(pcc.body.totalElements).toBe(2);
      expect(names((await get('competitionTypes?name=SICHERHEITSÜ')).body)).toEqual([
        'Sicherheitsüberprüfung',
      ]);
      expect(names((await get('clubsPubList?name=münchen')).body)).toEqual(['PSV München']);
      expect(
        names((await get(`clubsPubList?name=${encodeURIComponent('Sportschützen Steiermark')}`)).body),
      ).toEqual(['IPSC Club Graz']);
    });

    it.each(["%' OR 1=1 --", '%', '_', "'; drop table catalog.clubs; --", '\\'])(
      'then %j matches nothing literally and is no error',
      async (name) => {
        for (const path of ['factors', 'divisions', 'competitionTypes', 'clubsPubList']) {
          const { status, body } = await get(`${path}?name=${encodeURIComponent(name)}`);
          expect(status).toBe(200);
          expect(body).toEqual({ content: [], totalElements: 0 });
        }
        expect((await get('clubsPubList')).body.totalElements).toBe(LISTED_CLUBS.length);
      },
    );

    it('then a name given twice or as an object answers 400, an empty one no filter', async () => {
      expect((await get('factors?name=a&name=b')).status).toBe(400);
      expect((await get('factors?name[a]=b')).status).toBe(400);
      expect((await get('factors?name=')).body.totalElements).toBe(2);
    });
  });

  it('when clubs are listed publicly then unlisted and inactive clubs are left out and only public fields answer', async () => {
    const { body } = await get<ListBody<Record<string, unknown>>>('clubsPubList?size=1000');
    expect(body.content.map((c) => c.name)).not.toContain('IPSC Sportschützen Linz'); // unlisted
    expect(body.content.map((c) => c.name)).not.toContain('IPSC Club Rosenheim'); // inactive
    expect(body.totalElements).toBe(SEED_CLUBS.length - 2);
    expect(body.content.find((c) => c.name === 'PSV München')).toEqual({
      id: expect.any(Number),
      name: 'PSV München',
      longName: 'Polizei-Sportverein München e.V., Abteilung Sportschießen',
      shortName: 'PSV',
      city: 'München',
      country: 'de',
      publicLinkId: expect.stringMatching(/^[A-Za-z0-9_-]{16,}$/),
    });
    expect(new Set(body.content.map((c) => c.publicLinkId)).size).toBe(body.content.length);
  });

  it('when the service documents itself then the public lists and their query parameters are in it', async () => {
    const doc = (await (await fetch(`http://127.0.0.1:${service.port}/openapi.json`)).json()) as {
      paths: Record<string, { get: { parameters: { name: string }[] } }>;
    };
    const divisions = doc.paths['/api/publicResources/divisions']!.get;
    expect(divisions.parameters.map((p) => p.name)).toEqual([
      'page',
      'size',
      'sort',
      'name',
      'competitionTypeId',
    ]);
    for (const path of ['factors', 'levels', 'competitionClasses', 'competitionTypes', 'clubsPubList']) {
      expect(doc.paths[`/api/publicResources/${path}`]).toBeDefined();
    }
  });

  it('when seeded then every demo row was inserted once; seeding again changes nothing', async () => {
    expect(firstSeed).toEqual({
      levels: 3,
      factors: 2,
      competitionClasses: 7,
      competitionTypes: 7,
      divisions: 18,
      divisionCompetitionTypes: 50,
      uploadTypes: 4,
      clubs: 8,
      competitions: 13,
    });
    const lists = [
      'factors',
      'levels',
      'competitionClasses',
      'competitionTypes',
      'divisions',
      'clubsPubList',
    ];
    const before = await Promise.all(lists.map((path) => get(`${path}?size=1000`)));
    const again = await Promise.all([seedCatalog(service.ctx.db), seedCatalog(service.ctx.db)]);
    for (const result of again) expect(Object.values(result).every((n) => n === 0)).toBe(true);
    const after = await Promise.all(lists.map((path) => get(`${path}?size=1000`)));
    expect(after).toEqual(before);
    const { rows } = await service.ctx.database.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM catalog.clubs',
    );
    expect(Number(rows[0]!.n)).toBe(SEED_CLUBS.length);
  });
});

describe('catalog demo data seeding', () => {
  let infra: TestInfra;
  let database: DatabaseHandle;
  beforeAll(async () => {
    infra = await createTestInfra('seed');
    database = createDatabase(infra.databaseUrl, catalogService.schema, 4);
    await runMigrations(database.pool, catalogService.schema, catalogService.migrationsFolder);
  });
  afterAll(async () => {
    await database.close();
    await infra.cleanup();
  });

  it('when two seeders run at once on an empty database then every row exists once and nothing fails', async () => {
    const results = await Promise.all([seedCatalog(database.db), seedCatalog(database.db)]);
    expect(results.map((r) => r.clubs).sort()).toEqual([0, SEED_CLUBS.length]);
    expect(results.map((r) => r.divisionCompetitionTypes).sort((a, b) => a - b)).toEqual([0, 50]);
    expect(results.map((r) => r.competitions).sort((a, b) => a - b)).toEqual([0, 13]);
    const { rows } = await database.pool.query<{ clubs: string; types: string }>(
      'SELECT (SELECT count(*) FROM catalog.clubs) AS clubs, (SELECT count(*) FROM catalog.competition_types) AS types',
    );
    expect(rows[0]).toEqual({
      clubs: String(SEED_CLUBS.length),
      types: String(SEED_COMPETITION_TYPES.length),
    });
  });

  it('when another type became the default and a seeded type is missing then seeding adds it without a second default', async () => {
    // its demo competitions go first: a type in use cannot be deleted
    await database.pool.query(
      `DELETE FROM catalog.competitions WHERE competition_type_id = (SELECT id FROM catalog.competition_types WHERE name = 'IPSC Handgun')`,
    );
    await database.pool.query(`DELETE FROM catalog.competition_types WHERE name = 'IPSC Handgun'`);
    await database.pool.query(
      `UPDATE catalog.competition_types SET is_default = true WHERE name = 'IPSC Rifle'`,
    );
    const result = await seedCatalog(database.db);
    expect(result).toMatchObject({
      competitionTypes: 1,
      divisionCompetitionTypes: 6,
      divisions: 0,
      clubs: 0,
    });
    const { rows } = await database.pool.query<{ name: string }>(
      'SELECT name FROM catalog.competition_types WHERE is_default',
    );
    expect(rows).toEqual([{ name: 'IPSC Rifle' }]);
  });
});
