import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  prepareOverHttp,
  reserveBody,
  signUpOverHttp,
  startRegistrations,
  type Registrations,
} from './harness';
import { call, competitionSnapshot, shooterToken, type Json } from './support';

const SHOOTER = 7101;
const CLUB = 1;

/**
 * Division, class and factor ids (issue 20 item 8): each must be one of the competition's (and of
 * the squad's, where the squad lists them) on sign-up, own edit, mailed-link edit and admin edit;
 * a foreign or made-up id answers the spec's key on its field and nothing is written.
 */
describe('division, class and factor ids', () => {
  let r: Registrations;
  let base: string;
  let shooter: string;
  let admin: string;
  let next = 7200;
  /** a fresh signed-in shooter for each sign-up (one registration per competition and user) */
  const someone = () => shooterToken(r.keys, next++, { clubId: CLUB });

  const item = async (id: number) =>
    (
      await r.query<Json>(
        `SELECT i.division_id, i.competition_class_id, i.factor_id, i.first_name, o.status
         FROM registration.order_items i JOIN registration.orders o ON o.id = i.order_id WHERE i.id = $1`,
        [id],
      )
    )[0];

  beforeAll(async () => {
    r = await startRegistrations(1, {}, 'choiceids');
    base = r.bases[0]!;
    shooter = await shooterToken(r.keys, SHOOTER, { clubId: CLUB });
    admin = await r.adminToken();
    // open for divisions 7 and 8, class 1, factor 1; squad 7111 takes division 7 only
    const lists = { division_ids: [7, 8], competitionClass_ids: [1], factor_ids: [1] };
    await r.publishCompetition(
      competitionSnapshot(
        711,
        [
          { id: 7110, squadSize: 20, maxWaitingListSize: 0 },
          { id: 7111, squadSize: 20, maxWaitingListSize: 0, divisionIds: [7] },
        ],
        lists as never,
      ),
    );
    await r.publishCompetition(
      competitionSnapshot(712, [{ id: 7120, squadSize: 20, maxWaitingListSize: 0 }], {
        event: true,
        division_ids: [],
        competitionClass_ids: [],
        factor_ids: [],
      } as never),
    );
    // division 9 exists (another competition's), 999999 nowhere
    await r.publishReference('divisions', 9, 'Classic');
  });
  afterAll(async () => {
    await r?.stop();
  });

  const REFUSALS = [
    [{ divisionId: 999_999 }, 'DIVISION_NOT_IN_COMPETITION', 'divisionId'],
    [{ divisionId: 9 }, 'DIVISION_NOT_IN_COMPETITION', 'divisionId'],
    [{ competitionClassId: 999_999 }, 'CLASS_NOT_IN_COMPETITION', 'competitionClassId'],
    [{ competitionClassId: 2 }, 'CLASS_NOT_IN_COMPETITION', 'competitionClassId'],
    [{ factorId: 999_999 }, 'FACTOR_NOT_IN_COMPETITION', 'factorId'],
    [{ factorId: 3 }, 'FACTOR_NOT_IN_COMPETITION', 'factorId'],
  ] as const;

  it('when a sign-up names a division, class or factor the competition does not have, then its key on the field, and the hold stays unreserved', async () => {
    for (const [choice, error, field] of REFUSALS) {
      const caller = await someone();
      const { first } = await prepareOverHttp(base, 711, 7110, caller);
      const answer = await call(
        base,
        'POST',
        'publicResources/reserveOrder',
        reserveBody(first.token, choice),
        caller,
      );
      expect({ choice, answer }).toEqual({ choice, answer: { status: 400, body: { error, field } } });
      expect(await item(first.id)).toMatchObject({ status: 'PREPARE', division_id: null, factor_id: null });
    }
    // the squad's own list narrows the competition's
    const caller = await someone();
    const { first } = await prepareOverHttp(base, 711, 7111, caller);
    const narrowed = await call(
      base,
      'POST',
      'publicResources/reserveOrder',
      reserveBody(first.token, { divisionId: 8 }),
      caller,
    );
    expect(narrowed.body).toEqual({ error: 'DIVISION_NOT_IN_COMPETITION', field: 'divisionId' });
    // the competition's own ids pass
    const fine = await signUpOverHttp(base, 711, 7110, await someone(), { divisionId: 8 });
    expect(await item(fine.itemId)).toMatchObject({ status: 'RESERVED', division_id: 8, factor_id: 1 });
  });

  it('when an event is reserved with a division, class or factor, then none is stored (events take none)', async () => {
    const { itemId } = await signUpOverHttp(base, 712, 7120, await someone(), {
      divisionId: 999_999,
      competitionClassId: 999_999,
      factorId: 999_999,
    });
    expect(await item(itemId)).toMatchObject({
      status: 'RESERVED',
      division_id: null,
      competition_class_id: null,
      factor_id: null,
    });
  });

  it('when the own edit, the mailed link or the admin edit names a foreign id, then its key on the field and nothing changes', async () => {
    const mine = await signUpOverHttp(base, 711, 7110, shooter);
    const edit = { firstName: 'Neu', lastName: 'Name', divisionId: 7, competitionClassId: 1, factorId: 1 };
    const paths: [string, string | undefined, Record<string, unknown>][] = [
      [`shooterOrderItems/${mine.itemId}`, shooter, { ...edit, squadId: 7110 }],
      [`publicResources/orderItems/${mine.itemId}/${mine.token}`, undefined, { ...edit, squadId: 7110 }],
      [`orderItems/${mine.itemId}`, admin, { ...edit, email: 'neu@example.org' }],
    ];
    for (const [path, token, body] of paths) {
      for (const [choice, error, field] of REFUSALS) {
        const answer = await call(base, 'PUT', path, { ...body, ...choice }, token);
        expect({ path, choice, answer }).toEqual({
          path,
          choice,
          answer: { status: 400, body: { error, field } },
        });
      }
      expect(await item(mine.itemId)).toMatchObject({
        first_name: 'Anna',
        division_id: 7,
        competition_class_id: 1,
        factor_id: 1,
      });
      // the competition's own ids are saved
      const saved = await call(base, 'PUT', path, { ...body, divisionId: 8 }, token);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(await item(mine.itemId)).toMatchObject({ division_id: 8, first_name: 'Neu' });
      // back to the start for the next path
      await r.query(
        `UPDATE registration.order_items SET first_name = 'Anna', division_id = 7 WHERE id = $1`,
        [mine.itemId],
      );
    }
  });
});
