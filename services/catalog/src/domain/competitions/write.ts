import { viennaClock, viennaDay } from '@portal/contracts';
import { DomainError, type AuthUser, type Database } from '@portal/service-kit';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  competitionClassLinks,
  competitionDivisions,
  competitionFactors,
  competitionNotificationBlocks,
  competitions,
  competitionUploads,
} from '../../db/schema';
import type { Tx } from '../reference-admin';
import { replaceNotificationBlocks } from '../notification-blocks';
import { sanitizeRichText } from '../rich-text';
import { assertManager, ownClubOf, visibleTo } from './access';
import { publishCompetition } from './events';
import { checkReferences } from './references';
import { checkSquadIds, storedSquads, syncSquads, type StoredSquad } from './squad-sync';
import type { Competition, CompetitionInput, SquadInput } from './types';
import { checkCompetitionRules } from './validation';
import { publicLists } from '../public/competitions';

/**
 * Runs a change of competitions; once it committed, the public lists of this process are
 * recomputed. A foreign-key failure (a club or type deleted meanwhile) is 409 REFERENCE_IN_USE.
 */
export async function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    const result = await db.transaction(work);
    publicLists.clear();
    return result;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? error;
    if ((cause as { code?: string }).code === '23503') throw new DomainError('REFERENCE_IN_USE', 409);
    throw error;
  }
}

/** The club a save writes to: a club admin's own (another one is refused), else the body's. */
function clubFor(user: AuthUser, input: CompetitionInput): number | null {
  const own = ownClubOf(user);
  if (own === null) return input.club?.id ?? null;
  if (input.club && input.club.id !== own) throw new DomainError('PERMISSION_DENIED', 403);
  return own;
}

/** An event's one squad: its places, waiting list and start (Vienna wall clock, as squads keep it). */
function eventSquad(input: CompetitionInput, existing: StoredSquad | undefined): SquadInput {
  const start = input.competitionDate;
  const end = input.competitionEndDate ?? input.competitionDate;
  return {
    id: existing?.id ?? null,
    name: input.name,
    information: input.name,
    squadSize: input.startingPlaces ?? 0,
    maxWaitingListSize: input.waitingListPlaces ?? 0,
    startDate: viennaDay(start),
    startTime: viennaClock(start),
    endTime: viennaClock(end),
    resultListLink: null,
    divisionIds: [],
    competitionClassIds: [],
    factorIds: [],
    requireCode: false,
    // an event has one squad: nothing to wait on besides it
    multipleWaitingList: false,
    stands: [],
  };
}

async function replaceLinks(
  tx: Tx,
  table: typeof competitionDivisions | typeof competitionClassLinks | typeof competitionFactors,
  competitionId: number,
  ids: number[],
) {
  await tx.delete(table).where(eq(table.competitionId, competitionId));
  if (ids.length) await tx.insert(table).values([...new Set(ids)].map((refId) => ({ competitionId, refId })));
}

/**
 * Creates (id null) or updates a competition (`event` false) or event with its squads, stands,
 * divisions, classes, factors, documents and text blocks, all or nothing, and publishes it.
 */
export async function saveCompetition(
  db: Database,
  user: AuthUser,
  event: boolean,
  id: number | null,
  input: CompetitionInput,
): Promise<Competition> {
  assertManager(user);
  const clubId = clubFor(user, input);
  return inTransaction(db, async (tx) => {
    let stored = null;
    let squadsBefore = new Map<number, StoredSquad>();
    let viewType = input.viewType ?? (event ? 'ALL' : 'UNLISTED');
    if (id !== null) {
      const [row] = await tx
        .select()
        .from(competitions)
        .where(
          and(
            eq(competitions.id, id),
            eq(competitions.event, event),
            isNull(competitions.deletedAt),
            visibleTo(user),
          ),
        )
        .for('update');
      if (!row) throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
      squadsBefore = await storedSquads(tx, id);
      stored = {
        ...row,
        squadStartDates: new Map([...squadsBefore.values()].map((s) => [s.id, s.startDate])),
      };
      viewType = input.viewType ?? row.viewType;
    }
    checkCompetitionRules(input, user, event, stored);
    if (!event) checkSquadIds(input.squads, squadsBefore);
    // checkCompetitionRules refused a missing club
    const club = await checkReferences(tx, input, clubId!, event);

    const values = {
      clubId: clubId!,
      event,
      name: input.name,
      eventType: input.eventType,
      eventName: event ? input.eventName : null,
      competitionTypeId: input.competitionTypeId,
      levelId: input.level?.id ?? null,
      information: sanitizeRichText(input.information),
      nominationFee: input.nominationFee === null ? null : input.nominationFee.toFixed(2),
      clubWebsiteLink: input.clubWebsiteLink,
      contactFirstName: input.contact.firstName,
      contactLastName: input.contact.lastName,
      contactEmail: input.contact.email,
      contactTelephone: input.contact.telephone,
      address: input.address,
      city: input.city,
      zip: input.zip,
      country: input.country,
      state: input.state,
      googleMapsLink: input.googleMapsLink,
      competitionDate: input.competitionDate,
      competitionEndDate: input.competitionEndDate,
      registration: input.registration,
      registrationStart: input.registrationStart,
      registrationEnd: input.registrationEnd,
      payOnSite: input.payOnSite,
      // bank transfer needs the club's bank account (docs/catalog.md)
      paymentViaDeposit: input.paymentViaDeposit && club.hasBankInformation,
      paymentWithWirecard: input.paymentWithWirecard,
      payOnTime: input.payOnTime,
      firstPaymentReminder: input.firstPaymentReminder,
      secondPaymentReminder: input.secondPaymentReminder,
      autoSubscriptionCancelation: input.autoSubscriptionCancelation,
      viewType,
      active: input.active,
      stages: input.stages,
      minimumShots: input.minimumShots,
      multipleRegistrations: input.multipleRegistrations,
      fairOpening: input.fairOpening,
      fairOpeningLeadMinutes: input.fairOpeningLeadMinutes,
      nationalCompetition: input.nationalCompetition,
      qualification: input.qualification,
      announcementLink: input.announcementLink,
      resultListLink: input.resultListLink,
      startingPlaces: event ? input.startingPlaces : null,
      waitingListPlaces: event ? (input.waitingListPlaces ?? 0) : null,
    };
    let savedId: number;
    if (id === null) {
      const [created] = await tx
        .insert(competitions)
        .values({ ...values, createdBy: user.id })
        .returning({ id: competitions.id });
      savedId = created!.id;
    } else {
      savedId = id;
      await tx
        .update(competitions)
        .set({ ...values, version: sql`${competitions.version} + 1` })
        .where(eq(competitions.id, id));
    }

    await replaceLinks(tx, competitionDivisions, savedId, event ? [] : input.division_ids);
    await replaceLinks(tx, competitionClassLinks, savedId, event ? [] : input.competitionClass_ids);
    await replaceLinks(tx, competitionFactors, savedId, event ? [] : input.factor_ids);
    const squadInput = event ? [eventSquad(input, [...squadsBefore.values()][0])] : input.squads;
    await syncSquads(tx, savedId, squadInput, squadsBefore);

    await tx.delete(competitionUploads).where(eq(competitionUploads.competitionId, savedId));
    if (input.competitionUploads.length)
      await tx.insert(competitionUploads).values(
        input.competitionUploads.map((upload) => ({
          competitionId: savedId,
          uploadTypeId: upload.type.id,
          documentId: upload.document.id,
        })),
      );
    await replaceNotificationBlocks(tx, competitionNotificationBlocks, savedId, input.notificationBlocks);

    return publishCompetition(tx, savedId);
  });
}
