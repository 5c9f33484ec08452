import { clubClaimOf, type ClubMembership } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionFixture, type CompetitionFixture } from './competition-fixture';
import type { Json } from './support';

/**
 * INTERNAL competitions are for confirmed members of the organising club: the token's `clubId`
 * claim is identity's `clubClaimOf`, so a member whose club has not confirmed them carries none.
 */
describe('catalog INTERNAL competitions and club membership', () => {
  let f: CompetitionFixture;
  let internal: Json;
  const member = (sub: string, clubMembership: ClubMembership) =>
    f.h.keys.sign({
      sub,
      roles: ['ROLE_USER'],
      permissions: ['IS_USER_SHOOTER', 'PUBLIC_COMPETITION_LIST_VIEW'],
      clubId: clubClaimOf({ clubId: f.ownClubId, clubMembership }),
    });
  const listed = async (token: string) => {
    const res = await f.h.api('publicResources/competitions?size=500', { token });
    expect(res.status).toBe(200);
    return (res.body.content as Json[]).map((c) => c.name);
  };
  const page = async (token: string) =>
    (await f.h.api(`publicResources/getCompetitionFromPublicId/${internal.publicLink}`, { token })).status;

  beforeAll(async () => {
    f = await competitionFixture('membership');
    const admin = await f.h.keys.sign({ sub: '1', roles: ['ROLE_ADMIN'], permissions: ['IS_ADMIN'] });
    const res = await f.h.api('competitions', {
      method: 'POST',
      token: admin,
      json: f.body({ name: 'Vereinsintern', viewType: 'INTERNAL' }),
    });
    expect(res.status).toBe(201);
    internal = res.body;
  });
  afterAll(async () => {
    await f?.h.close();
  });

  it('when a member waits for the club to confirm then the INTERNAL competition is neither listed nor reachable', async () => {
    const pending = await member('71', 'PENDING');
    expect(await listed(pending)).not.toContain('Vereinsintern');
    expect(await page(pending)).toBe(404);
  });

  it('when the club has confirmed the member then the INTERNAL competition is listed and reachable', async () => {
    const confirmed = await member('72', 'CONFIRMED');
    expect(await listed(confirmed)).toContain('Vereinsintern');
    expect(await page(confirmed)).toBe(200);
  });
});
