import { EVENTS_TYPE, idParamSchema, type ExportTypeName } from '@portal/contracts';
import { DomainError, type Access, type AuthUser } from '@portal/service-kit';
import type { Pool } from 'pg';
import { z } from 'zod';
import type { ExportPlan } from '../streaming/plan';
import {
  CLUB_EXPORTERS,
  REPORTING_ADMINS,
  clubScope,
  competitionInScope,
  competitionsExist,
  reachableCompetition,
} from './access';
import {
  adminCompetitionsPlan,
  competitionsCsvPlan,
  publicCompetitionsPlan,
  resultsPlan,
} from './competitions';
import { advertisementsPlan, allUsersPlan, reservationCodesPlan } from './people';
import { practiScorePlan } from './practiscore';
import { allCompetitorsPlan, competitorsPlan, orderItemsPlan, userBookedArchivedPlan } from './registrations';
import { queryBoolean, queryIds, queryInstant, queryList, rangeInOrder } from './query-fields';

/** One export: its path under /api/exports, who may run it, its query and how it is planned. */
export interface ExportType<Q extends z.ZodType = z.ZodType> {
  /** the spec's call name, also the path: /api/exports/{type} */
  type: ExportTypeName;
  summary: string;
  access: Access;
  query: Q;
  plan(pool: Pool, user: AuthUser, query: z.infer<Q>): Promise<ExportPlan> | ExportPlan;
}

const define = <Q extends z.ZodType>(t: ExportType<Q>): ExportType => t as unknown as ExportType;
const competitionQuery = z.strictObject({ competitionId: idParamSchema });
const publicType = z.union([z.literal(EVENTS_TYPE), idParamSchema]);

export const EXPORT_TYPES: readonly ExportType[] = [
  define({
    type: 'allCompetitors',
    summary:
      "xlsx of every active registration of the competitions in scope (club admins: own club); optional competitionId or competitionIds (the event list's selection), event, from, to",
    access: CLUB_EXPORTERS,
    query: z
      .strictObject({
        competitionId: idParamSchema.optional(),
        competitionIds: queryIds.optional(),
        event: queryBoolean.optional(),
        from: queryInstant.optional(),
        to: queryInstant.optional(),
      })
      .superRefine(rangeInOrder),
    plan: async (pool, user, q) => {
      if (q.competitionId !== undefined) await competitionInScope(pool, user, q.competitionId);
      // every chosen one is the caller's, so a selection never silently loses a competition
      for (const id of new Set(q.competitionIds ?? [])) await competitionInScope(pool, user, id);
      return allCompetitorsPlan(clubScope(user), q);
    },
  }),
  define({
    type: 'practiScore',
    summary: 'PractiScore registration CSV of a competition (one row per active registration)',
    access: CLUB_EXPORTERS,
    query: competitionQuery,
    plan: async (pool, user, q) => {
      await competitionInScope(pool, user, q.competitionId);
      return practiScorePlan(q.competitionId, false);
    },
  }),
  define({
    type: 'practiScoreStand',
    summary: 'PractiScore registration CSV of a competition, the stand as part of the squad',
    access: CLUB_EXPORTERS,
    query: competitionQuery,
    plan: async (pool, user, q) => {
      await competitionInScope(pool, user, q.competitionId);
      return practiScorePlan(q.competitionId, true);
    },
  }),
  define({
    type: 'orderItems',
    summary:
      'xlsx of the order-item list in scope (club admins: own club); optional competitionId, paid, cancelled, waitingList',
    access: CLUB_EXPORTERS,
    query: z.strictObject({
      competitionId: idParamSchema.optional(),
      paid: queryBoolean.optional(),
      cancelled: queryBoolean.optional(),
      waitingList: queryBoolean.optional(),
    }),
    plan: async (pool, user, q) => {
      if (q.competitionId !== undefined) await competitionInScope(pool, user, q.competitionId);
      return orderItemsPlan(clubScope(user), q);
    },
  }),
  define({
    type: 'reservstionCodes',
    summary: 'xlsx of the reservation codes in scope (club admins: own club); optional competitionId, used',
    access: CLUB_EXPORTERS,
    query: z.strictObject({ competitionId: idParamSchema.optional(), used: queryBoolean.optional() }),
    plan: async (pool, user, q) => {
      if (q.competitionId !== undefined) await competitionInScope(pool, user, q.competitionId);
      return reservationCodesPlan(clubScope(user), q);
    },
  }),
  define({
    type: 'allUsers',
    summary: 'xlsx of every user (portal and system admins)',
    access: REPORTING_ADMINS,
    query: z.strictObject({}),
    plan: () => allUsersPlan(),
  }),
  define({
    type: 'advertisements',
    summary: 'xlsx of the adverts running between from and to (portal and system admins)',
    access: REPORTING_ADMINS,
    query: z.strictObject({ from: queryInstant, to: queryInstant }).superRefine(rangeInOrder),
    plan: (_pool, _user, q) => advertisementsPlan(q.from, q.to),
  }),
  define({
    type: 'adminCompetitions',
    summary:
      'xlsx of the competitions of clubs (all when empty) from..to, with squads and order items sheets when asked (portal and system admins)',
    access: REPORTING_ADMINS,
    query: z
      .strictObject({
        clubs: queryIds.optional(),
        from: queryInstant.optional(),
        to: queryInstant.optional(),
        exportSquads: queryBoolean.optional(),
        exportOrderItems: queryBoolean.optional(),
        division: idParamSchema.optional(),
        competitionClass: idParamSchema.optional(),
        factor: idParamSchema.optional(),
      })
      .superRefine(rangeInOrder),
    plan: (_pool, _user, q) => adminCompetitionsPlan(q),
  }),
  define({
    type: 'competitionsCsv',
    summary:
      'semicolon CSV of the selected competitions (ids; an unknown or deleted one: 404) for the back-office list bulk action (admins)',
    access: REPORTING_ADMINS,
    query: z.strictObject({ ids: queryIds }),
    plan: async (pool, _user, q) => {
      if (q.ids.length === 0) throw new DomainError('FIELD_IS_REQUIRED', 400);
      await competitionsExist(pool, q.ids);
      return competitionsCsvPlan(q.ids);
    },
  }),
  define({
    type: 'competitions',
    summary:
      'xlsx of the public upcoming list with its filter (club, type, level, state), as the caller sees it',
    access: 'authenticated',
    query: z.strictObject({
      club: queryIds.optional(),
      type: queryList(publicType).optional(),
      level: queryIds.optional(),
      state: queryList(z.string().max(60)).optional(),
    }),
    plan: (_pool, user, q) => publicCompetitionsPlan(user, q),
  }),
  define({
    type: 'results',
    summary: 'xlsx of the results archive with its filter (year, month, country, zip, club, type, level)',
    access: 'authenticated',
    query: z.strictObject({
      year: z.coerce.number().int().min(1900).max(2200).optional(),
      month: z.coerce.number().int().min(1).max(12).optional(),
      country: z.string().max(10).optional(),
      zip: z.string().max(20).optional(),
      club: queryIds.optional(),
      type: queryList(publicType).optional(),
      level: queryIds.optional(),
    }),
    plan: (_pool, user, q) => resultsPlan(user, q),
  }),
  define({
    type: 'competitors',
    summary: "xlsx 'teilnehmerliste' of a competition's participants; only competitions flagged paid",
    access: 'authenticated',
    query: competitionQuery,
    plan: async (pool, user, q) => {
      const competition = await reachableCompetition(pool, user, q.competitionId);
      if (!competition.paid) throw new DomainError('PERMISSION_DENIED', 403);
      return competitorsPlan(q.competitionId);
    },
  }),
  define({
    type: 'userBookedArchivedCompetitions',
    summary: "xlsx 'absolvierte-bewerbe' of the caller's participated (past) competitions",
    access: 'authenticated',
    query: z.strictObject({}),
    plan: (_pool, user) => userBookedArchivedPlan(user),
  }),
];

export const exportTypeNames = EXPORT_TYPES.map((t) => t.type) as [string, ...string[]];
export const findExportType = (type: string) => EXPORT_TYPES.find((t) => t.type === type);
