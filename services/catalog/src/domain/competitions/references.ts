import type { ErrorBody } from '@portal/contracts';
import { inSequence, RequestValidationError } from '@portal/service-kit';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  clubs,
  competitionClasses,
  competitionTypes,
  divisionCompetitionTypes,
  documents,
  factors,
  levels,
  notificationTypes,
  uploadTypes,
} from '../../db/schema';
import type { Tx } from '../reference-admin';
import type { CompetitionInput } from './types';

type FieldError = NonNullable<ErrorBody['errors']>[number];

const missing = (wanted: number[], found: { id: number }[]) => {
  const have = new Set(found.map((row) => row.id));
  return wanted.some((id) => !have.has(id));
};

/** What the stored reference data says about the body's club. */
export interface ClubFacts {
  /** bank transfer needs an IBAN to pay to */
  hasBankInformation: boolean;
}

/**
 * Checks every id of the body against the stored data: the club, a competition type of the right
 * kind, the level, divisions of that type (ERROR.SELECT_COMPETITION_TYPE), classes, factors,
 * upload types, documents and notification types.
 */
export async function checkReferences(
  tx: Tx,
  input: CompetitionInput,
  clubId: number,
  event: boolean,
): Promise<ClubFacts> {
  const errors: FieldError[] = [];
  const fail = (field: string, key: FieldError['key']) => errors.push({ field, key });
  const uploadTypeIds = input.competitionUploads.map((upload) => upload.type.id);
  const documentIds = input.competitionUploads.map((upload) => upload.document.id);
  const blockTypeIds = input.notificationBlocks.map((block) => block.type.id);
  const [club, type, level, typeDivisions, classes, factorRows, uploadTypeRows, documentRows, blockTypes] =
    // one after the other: all on the transaction's single connection
    await inSequence([
      tx.select({ iban: clubs.bankIban }).from(clubs).where(eq(clubs.id, clubId)),
      tx
        .select({ event: competitionTypes.event })
        .from(competitionTypes)
        .where(eq(competitionTypes.id, input.competitionTypeId)),
      input.level ? tx.select({ id: levels.id }).from(levels).where(eq(levels.id, input.level.id)) : [],
      input.division_ids.length
        ? tx
            .select({ id: divisionCompetitionTypes.divisionId })
            .from(divisionCompetitionTypes)
            .where(
              and(
                eq(divisionCompetitionTypes.competitionTypeId, input.competitionTypeId),
                inArray(divisionCompetitionTypes.divisionId, input.division_ids),
              ),
            )
        : [],
      input.competitionClass_ids.length
        ? tx
            .select({ id: competitionClasses.id })
            .from(competitionClasses)
            .where(inArray(competitionClasses.id, input.competitionClass_ids))
        : [],
      input.factor_ids.length
        ? tx.select({ id: factors.id }).from(factors).where(inArray(factors.id, input.factor_ids))
        : [],
      uploadTypeIds.length
        ? tx.select({ id: uploadTypes.id }).from(uploadTypes).where(inArray(uploadTypes.id, uploadTypeIds))
        : [],
      documentIds.length
        ? tx
            .select({ id: documents.id })
            .from(documents)
            .where(
              and(
                inArray(documents.id, documentIds),
                eq(documents.kind, 'document'),
                // another club's upload cannot be taken over (its admins would get to download it)
                or(isNull(documents.ownerClubId), eq(documents.ownerClubId, clubId)),
              ),
            )
        : [],
      blockTypeIds.length
        ? tx
            .select({ id: notificationTypes.id })
            .from(notificationTypes)
            .where(inArray(notificationTypes.id, blockTypeIds))
        : [],
    ]);
  if (club.length === 0) fail('club', 'CLUB_DOES_NOT_EXIST');
  const typeValid = type.length > 0 && type[0]!.event === event;
  if (!typeValid) fail('competitionTypeId', 'FIELD_INVALID');
  if (input.level && level.length === 0) fail('level', 'FIELD_INVALID');
  // divisions are checked against a valid type only: else the type is what is wrong
  if (typeValid && missing(input.division_ids, typeDivisions))
    fail('division_ids', 'ERROR.SELECT_COMPETITION_TYPE');
  if (missing(input.competitionClass_ids, classes)) fail('competitionClass_ids', 'FIELD_INVALID');
  if (missing(input.factor_ids, factorRows)) fail('factor_ids', 'FIELD_INVALID');
  if (missing(uploadTypeIds, uploadTypeRows) || missing(documentIds, documentRows))
    fail('competitionUploads', 'FIELD_INVALID');
  if (missing(blockTypeIds, blockTypes) || new Set(blockTypeIds).size !== blockTypeIds.length)
    fail('notificationBlocks', 'FIELD_INVALID');
  if (errors.length > 0) throw new RequestValidationError(errors);
  return { hasBankInformation: club[0]!.iban !== null };
}
