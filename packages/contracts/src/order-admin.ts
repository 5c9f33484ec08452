import { z } from 'zod';
import { emailSchema } from './identity';
import { idParamSchema, idSchema } from './ids';
import { listQuerySchema } from './lists';

/**
 * Shapes of the back-office order administration (docs/order-admin.md): the order list and
 * details, a competition's order-item list with its toggles, the order-item edit and the squad
 * swap.
 */

/** One registration as the back-office lists and edits it. */
export interface AdminOrderItem {
  id: number;
  orderId: number;
  /** the privileged columns: null for club admins */
  userId: number | null;
  competitionId: number;
  competitionName: string;
  squadId: number;
  squadName: string | null;
  squadStandId: number | null;
  squadStandName: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  clubId: number | null;
  clubName: string | null;
  divisionId: number | null;
  divisionName: string | null;
  competitionClassId: number | null;
  competitionClassName: string | null;
  factorId: number | null;
  factorName: string | null;
  country: string | null;
  waitingList: boolean;
  paid: boolean;
  paid2: boolean;
  cancelled: boolean;
  /** the competition's registration window closed (the shooter can no longer edit) */
  registrationEnded: boolean;
  /** the competition is archived (cancelled, or its end date plus one day is past) */
  archive: boolean;
  createdAt: string;
}

export const ORDER_ITEM_SORT_FIELDS = [
  'id',
  'lastName',
  'firstName',
  'email',
  'squadName',
  'clubName',
  'divisionName',
  'createdAt',
  'paid',
  'paid2',
  'cancelled',
  'waitingList',
] as const;
export type OrderItemSortField = (typeof ORDER_ITEM_SORT_FIELDS)[number];

const flag = z.enum(['true', 'false']);

/** GET orderItems: a competition's registrations (filters flattened in the query). */
export const orderItemListQuerySchema = listQuerySchema(ORDER_ITEM_SORT_FIELDS).extend({
  competitionId: idParamSchema,
  squadId: idParamSchema.optional(),
  /** part of the first name, last name or e-mail, any case */
  search: z.string().trim().max(255, 'FIELD_MAXLENGTH_255').optional(),
  paid: flag.optional(),
  cancelled: flag.optional(),
  waitingList: flag.optional(),
});
export type OrderItemListQuery = z.infer<typeof orderItemListQuerySchema>;

/** One order of the order list (an order counts as paid or cancelled only if all its items are). */
export interface AdminOrder {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  userId: number | null;
  createdAt: string;
  competitionNames: string[];
  itemCount: number;
  paid: boolean;
  cancelled: boolean;
}

export interface AdminOrderDetails extends AdminOrder {
  orderItems: AdminOrderItem[];
}

export const ORDER_SORT_FIELDS = ['id', 'lastName', 'email', 'createdAt'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** GET orders: default page 0, 25 per page, by id ascending (docs/order-admin.md). */
export const orderListQuerySchema = listQuerySchema(ORDER_SORT_FIELDS).extend({
  search: z.string().trim().max(255, 'FIELD_MAXLENGTH_255').optional(),
  competitionId: idParamSchema.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** PUT orders/pay and orderItems/pay: `{ id, paid }`. */
export const payToggleBodySchema = z.object({ id: idSchema, paid: z.boolean() });
/** PUT orderItems/pay2: `{ id, paid2 }` (the second payment). */
export const pay2ToggleBodySchema = z.object({ id: idSchema, paid2: z.boolean() });
/** PUT orders/cancel and orderItems/cancel: `{ id, cancelled }`. */
export const cancelToggleBodySchema = z.object({ id: idSchema, cancelled: z.boolean() });

/** POST orderItems/changeSquad/{id}: the item in the path swaps squads with `targetItemId`. */
export const changeSquadBodySchema = z.object({ targetItemId: idSchema });

const name = z.string().trim().min(1, 'FIELD_IS_REQUIRED').max(255, 'FIELD_MAXLENGTH_255');

/** PUT orderItems/{id}: the back-office edit (first name, last name, e-mail and stand required). */
export const adminOrderItemEditBodySchema = z.object({
  firstName: name,
  lastName: name,
  email: emailSchema,
  divisionId: idSchema.nullable().optional(),
  competitionClassId: idSchema.nullable().optional(),
  factorId: idSchema.nullable().optional(),
  /** another squad of the competition: the item moves (place or waiting slot taken there) */
  squadId: idSchema.optional(),
  /** required when the squad has stands and the item holds a place */
  squadStandId: idSchema.nullable().optional(),
  clubId: idSchema.nullable().optional(),
  country: z.string().trim().max(16, 'FIELD_INVALID').nullable().optional(),
  /** privileged only (admins, portal admins): the account the registration belongs to */
  userId: idSchema.nullable().optional(),
});
export type AdminOrderItemEditBody = z.infer<typeof adminOrderItemEditBodySchema>;

/** A squad of a competition with its occupancy, for the change-squad page and the filters. */
export interface AdminSquad {
  id: number;
  name: string;
  taken: number;
  size: number;
  waiting: number;
  maxWaitingListSize: number;
  stands: { id: number; name: string; available: boolean }[];
}

/** Answer of every toggle: the spec's success key and the items as they are now. */
export interface OrderToggleAnswer {
  message: 'SUCCESS_PAY' | 'SUCCESS_UNPAY' | 'SUCCESS_CANCEL' | 'SUCCESS_UNCANCEL';
  items: AdminOrderItem[];
}

/**
 * GET /api/payments/orderItems/{id}/cardPayment (admins, portal admins): the confirmed card
 * payment a refund by item would take (the latest not refunded, else the latest refunded), or
 * null when the item was never paid through the provider. The back-office offers the refund after
 * cancelling such an item.
 */
export const itemCardPaymentSchema = z.object({
  payment: z
    .object({
      paymentId: z.string(),
      amountCents: z.number().int(),
      /** a second payment (`paid2`) */
      second: z.boolean(),
      refunded: z.boolean(),
    })
    .nullable(),
});
export type ItemCardPayment = z.infer<typeof itemCardPaymentSchema>;
