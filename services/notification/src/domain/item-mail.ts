import type { NotificationFlag } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { competitionById } from '../db/competitions';
import type { ItemRow } from '../db/order-items';
import { allowsKind, deputiesOf, recipientsByIds, recipientsChoosing } from '../db/recipients';
import { publicOrderItemLink, backOfficeLink } from './links';
import { sendKind, type KindDeps, type RawFacts } from './send-kind';
import { isServiceKind, type MailKind } from './templates/kind';

/** What notification knows of an order item when it mails about it (its replica row's fields). */
export type ItemForMail = Pick<
  ItemRow,
  | 'itemId'
  | 'token'
  | 'userId'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'locale'
  | 'competitionId'
  | 'clubId'
  | 'squadName'
  | 'waitingList'
> & {
  competitionName?: string | null;
  competitionDate?: string | Date | null;
};

const fullName = (p: { firstName: string | null; lastName: string | null }) =>
  `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim();

/**
 * A mail about a registration to its registrant, unless they switched the kind off (service
 * kinds have no switch), with the
 * personal link; their deputies get a copy naming whom it is for (the deputy acts for them).
 */
export async function mailItemOwner(
  tx: DbExecutor,
  deps: KindDeps,
  kind: MailKind,
  item: ItemForMail,
  cause: string,
  facts: RawFacts = {},
): Promise<'sent' | 'deselected' | 'no-address'> {
  const [owner] = item.userId === null ? [] : await recipientsByIds(tx, [item.userId]);
  if (!isServiceKind(kind) && !allowsKind(owner, kind)) return 'deselected';
  const competition = await competitionById(tx, item.competitionId);
  const base = {
    kind,
    cause,
    userId: item.userId,
    clubId: item.clubId ?? competition?.clubId ?? null,
    competitionId: item.competitionId,
    competitionBlocks: competition?.blocks ?? [],
    link: publicOrderItemLink(deps.publicBaseUrl, item.itemId, item.token),
  };
  const itemFacts: RawFacts = {
    competitionName: item.competitionName ?? competition?.name ?? '',
    competitionDate: item.competitionDate ?? competition?.competitionDate ?? null,
    squadName: item.squadName,
    waitingList: item.waitingList,
    ...facts,
  };
  const email = item.email ?? owner?.email ?? null;
  const person = {
    firstName: item.firstName ?? owner?.firstName ?? '',
    lastName: item.lastName ?? owner?.lastName ?? '',
  };
  if (email)
    await sendKind(tx, deps, {
      ...base,
      to: { email, locale: owner?.locale ?? item.locale, ...person },
      facts: itemFacts,
    });
  for (const deputy of await deputiesOf(tx, item.userId))
    await sendKind(tx, deps, {
      ...base,
      to: deputy,
      facts: { ...itemFacts, forName: fullName(person) },
    });
  return email ? 'sent' : 'no-address';
}

/** A mail about a registration to the admins of the competition's club who chose the kind. */
export async function mailClubAdmins(
  tx: DbExecutor,
  deps: KindDeps,
  kind: NotificationFlag,
  item: ItemForMail,
  cause: string,
  facts: RawFacts = {},
): Promise<number> {
  const competition = await competitionById(tx, item.competitionId);
  const clubId = item.clubId ?? competition?.clubId ?? null;
  if (clubId === null) return 0;
  const admins = await recipientsChoosing(tx, kind, { clubAdminsOf: clubId });
  for (const admin of admins)
    await sendKind(tx, deps, {
      kind,
      cause,
      to: admin,
      userId: item.userId,
      clubId,
      competitionId: item.competitionId,
      facts: {
        competitionName: item.competitionName ?? competition?.name ?? '',
        competitionDate: item.competitionDate ?? competition?.competitionDate ?? null,
        squadName: item.squadName,
        waitingList: item.waitingList,
        shooterName: fullName(item),
        ...facts,
      },
      link: backOfficeLink(deps.publicBaseUrl, 'orderItemList'),
    });
  return admins.length;
}
