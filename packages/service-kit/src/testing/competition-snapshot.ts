import type { Competition } from '@portal/contracts';

export interface SquadFixture {
  id: number;
  squadSize: number;
  maxWaitingListSize: number;
  requireCode?: boolean;
  stands?: { id: number; name: string }[];
  divisionIds?: number[];
  multipleWaitingList?: boolean;
}

/** The divisions, classes and factors a test competition is open for unless told otherwise. */
export const TEST_CHOICES = {
  division_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  competitionClass_ids: [1, 2, 3],
  factor_ids: [1, 2, 3],
};

/**
 * A catalog competition snapshot (`catalog.competition.upserted` payload) with what the consumers
 * of tests and benchmarks read; the rest of the competition is left out.
 */
export function competitionSnapshot(
  id: number,
  squads: SquadFixture[],
  over: Partial<Competition> & { timeout?: number } = {},
): Competition {
  const { timeout = 300, ...rest } = over;
  return {
    id,
    club: { id: 1, name: 'SV Test', hasBankInformation: true },
    event: false,
    name: `Match ${id}`,
    competitionType: { id: 1, name: 'IPSC', signupReservationTimeout: timeout, event: false },
    competitionDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    registration: true,
    registrationStart: new Date(Date.now() - 86_400_000).toISOString(),
    registrationEnd: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    active: true,
    cancelled: false,
    deletedAt: null,
    nationalCompetition: false,
    multipleRegistrations: false,
    fairOpening: false,
    fairOpeningLeadMinutes: 15,
    state: null,
    ...TEST_CHOICES,
    squads: squads.map((s) => ({
      id: s.id,
      name: `Squad ${s.id}`,
      squadSize: s.squadSize,
      maxWaitingListSize: s.maxWaitingListSize,
      requireCode: s.requireCode ?? false,
      stands: (s.stands ?? []).map((st) => ({ ...st, inUse: false })),
      divisionIds: s.divisionIds ?? [],
      competitionClassIds: [],
      factorIds: [],
      multipleWaitingList: s.multipleWaitingList ?? false,
    })),
    ...rest,
  } as unknown as Competition;
}
