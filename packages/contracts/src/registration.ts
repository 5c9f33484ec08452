import { z } from 'zod';
import { MAX_ID, idSchema } from './ids';
import { EMAIL_PATTERN, isKnownCountry, statesOf } from './identity-constants';

/**
 * Shapes of registration's sign-up calls (docs/seat-invariant.md): prepareOrder,
 * updateStand/{itemToken} and reserveOrder. Field names are the spec's Order and OrderItem fields.
 */

export const ORDER_STATUSES = ['PREPARE', 'RESERVED'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

/** ids bounded by PostgreSQL's integer, so a huge one is a 400, never a 500 */
const id = idSchema;
const itemToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'FIELD_INVALID');
/** a guest cart's capability: 24 random bytes, base64url */
export const cartTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'FIELD_INVALID');
const name = z.string().trim().min(2, 'FIELD_MINLENGTH_2').max(255, 'FIELD_MAXLENGTH_255');

const multipleWaitingListSquadIds = z.array(id).max(100, 'FIELD_INVALID');

/** squadIds belong to squadId 0 only, and then name at least one squad, each once. */
function checkMultipleWaitingListChoice(
  item: { squadId: number; squadIds?: number[] | null },
  ctx: z.RefinementCtx,
): void {
  const { squadId, squadIds } = item;
  if (squadId !== 0) {
    if (squadIds != null) ctx.addIssue({ code: 'custom', path: ['squadIds'], message: 'FIELD_INVALID' });
    return;
  }
  if (!squadIds || squadIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['squadIds'], message: 'FIELD_IS_REQUIRED' });
  else if (new Set(squadIds).size !== squadIds.length)
    ctx.addIssue({ code: 'custom', path: ['squadIds'], message: 'FIELD_INVALID' });
}

/** POST publicResources/prepareOrder: an order with status PREPARE and one item. */
export const prepareOrderBodySchema = z.object({
  id: z.null().optional(),
  status: z.literal('PREPARE'),
  /** events are RESERVED at once and join the caller's open cart (see reserveOrder) */
  cartId: idSchema.nullish(),
  cartToken: cartTokenSchema.nullish(),
  orderItems: z
    .array(
      z
        .object({
          competitionId: id,
          /** 0: the multiple waiting list (docs/registration.md), with `squadIds` */
          squadId: z.number().int().min(0).max(MAX_ID),
          /** squadId 0 only: the squads (with `multipleWaitingList`) one registration waits on */
          squadIds: multipleWaitingListSquadIds.nullish(),
          reservationCode: z.string().trim().max(64).nullish(),
          /** false: only a place will do, a waiting-list slot answers SQUAD_ONLY_WAITINGLIST_SPOTS */
          waitingList: z.boolean().nullish(),
          /** signing up someone else (admin, portal admin, club admin, deputy): the represented user */
          userId: id.nullish(),
        })
        .superRefine(checkMultipleWaitingListChoice),
    )
    .length(1, 'FIELD_INVALID'),
  /** fair opening (docs/fair-opening.md): the caller's admission token while the queue runs */
  admissionToken: z.string().max(512).nullish(),
});
export type PrepareOrderBody = z.infer<typeof prepareOrderBodySchema>;

/** PUT publicResources/updateStand/{itemToken}: the order with the chosen stand (null: none). */
export const updateStandBodySchema = z.object({
  id: id.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  orderItems: z.array(z.object({ squadStandId: id.nullable() })).length(1, 'FIELD_INVALID'),
});
export type UpdateStandBody = z.infer<typeof updateStandBodySchema>;

/** POST publicResources/reserveOrder: the item token and the personal data and terms. */
export const reserveOrderBodySchema = z.object({
  token: itemToken,
  /** the caller's open cart as the browser stored it (a guest's needs its token) */
  cartId: idSchema.nullish(),
  cartToken: cartTokenSchema.nullish(),
  order: z.object({
    firstName: name,
    lastName: name,
    email: z.string().trim().max(255, 'FIELD_MAXLENGTH_255').regex(EMAIL_PATTERN, 'EMAIL_FORMAT'),
    /** the terms checkbox; required except for admins and club admins */
    agbs: z.boolean().optional(),
    orderItems: z
      .array(
        z
          .object({
            divisionId: id.nullish(),
            competitionClassId: id.nullish(),
            factorId: id.nullish(),
            /** the shooter's country (not the competition's): docs/people-data-and-consent.md */
            country: z.string().max(6).refine(isKnownCountry, 'FIELD_INVALID').nullish(),
            state: z.string().max(64).nullish(),
            locale: z.enum(['de', 'en']).nullish(),
          })
          .refine((item) => !item.state || statesOf(item.country).includes(item.state), {
            path: ['state'],
            message: 'STATE_INVALID',
          }),
      )
      .max(1)
      .optional(),
  }),
});
export type ReserveOrderBody = z.infer<typeof reserveOrderBodySchema>;

export const itemTokenParamsSchema = z.object({ itemToken });

/** An order item as the sign-up dialog reads it. */
export interface PreparedOrderItem {
  id: number;
  token: string;
  competitionId: number;
  competitionName: string;
  competitionEvent: boolean;
  squadId: number;
  squadName: string;
  squad: { id: number; name: string };
  squadStandId: number | null;
  squadStand: { id: number; name: string } | null;
  squadStandName: string | null;
  reservationCode: string | null;
  /** true: the item holds a waiting-list slot, not a place */
  waitingList: boolean;
  /** a multiple-waiting-list entry: the squads it waits on and its group (one item per squad) */
  squadIds?: number[];
  multipleWaitingListUuid?: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** The answer of prepareOrder, updateStand and reserveOrder. */
export interface PreparedOrder {
  id: number;
  status: OrderStatusName;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  paymentMethod: string | null;
  /** end of the hold's countdown (server time, ISO); null once reserved */
  expiresAt: string | null;
  orderItems: [PreparedOrderItem];
  /** true: made for someone else (docs/registration.md: no cart, straight to orderComplete) */
  onBehalf?: boolean;
  /**
   * The open cart the order joined (reserveOrder, and prepareOrder of events which are RESERVED
   * at once); null when none (someone signed up by an admin, club admin or deputy).
   */
  cartId?: number | null;
  /** only for a guest's cart: the browser keeps it, the cart answers only to it */
  cartToken?: string | null;
  /** items in that cart */
  cartAmount?: number;
}
