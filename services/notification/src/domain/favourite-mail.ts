import type { NotificationFlag } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { competitionById, type CompetitionRow } from '../db/competitions';
import { favouriteUserIds } from '../db/favourites';
import { recipientsChoosing, type Audience } from '../db/recipients';
import { competitionLink } from './links';
import { sendKind, type KindDeps, type RawFacts } from './send-kind';

/**
 * A mail about a competition to the users of an audience who chose the kind (new competition in
 * their divisions, sign-up phase of a favourite, a freed place), with the competition's link.
 */
export async function mailAboutCompetition(
  tx: DbExecutor,
  deps: KindDeps,
  kind: NotificationFlag,
  competition: CompetitionRow,
  audience: Audience,
  cause: string,
  facts: RawFacts = {},
): Promise<number> {
  const users = await recipientsChoosing(tx, kind, audience);
  for (const user of users)
    await sendKind(tx, deps, {
      kind,
      cause,
      to: user,
      userId: user.userId,
      clubId: competition.clubId,
      competitionId: competition.id,
      competitionBlocks: competition.blocks,
      facts: {
        competitionName: competition.name,
        competitionDate: competition.competitionDate,
        ...facts,
      },
      link: competitionLink(deps.publicBaseUrl, competition.publicLink, competition.id),
    });
  return users.length;
}

/** A place in a squad was freed: the competition's favourites without a registration hear of it. */
export async function mailSquadPlaceFree(
  tx: DbExecutor,
  deps: KindDeps,
  competitionId: number,
  squadName: string | null,
  cause: string,
): Promise<number> {
  const competition = await competitionById(tx, competitionId);
  if (!competition || competition.cancelled || competition.deleted) return 0;
  const userIds = await favouriteUserIds(tx, competitionId, true);
  if (userIds.length === 0) return 0;
  return mailAboutCompetition(tx, deps, 'squadPlaceFree', competition, { userIds }, cause, { squadName });
}
