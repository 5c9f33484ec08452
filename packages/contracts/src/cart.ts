import { z } from 'zod';
import { idParamSchema } from './ids';
import { listQuerySchema, type ListAnswer } from './lists';
import { cartTokenSchema } from './registration';

/**
 * Shapes of the cart and checkout calls (docs/registration.md). Paths are not
 * shown in the spec: GET and DELETE publicResources/orderItems (cart list, remove an item) and
 * PUT publicResources/cart/{cartId}/submit (checkout).
 */

/** cash on site, bank transfer to the club, the card payment provider (docs/registration.md). */
export const CART_PAYMENT_METHODS = ['PAY_ON_SITE', 'DEPOSIT', 'CARD'] as const;
export type CartPaymentMethod = (typeof CART_PAYMENT_METHODS)[number];

/** GET publicResources/orderItems?cart=true&reserved=RESERVED&cartId=&orderId=&page=0&size=1000&sort=id,asc */
export const cartItemsQuerySchema = listQuerySchema(['id'] as const).extend({
  cart: z.enum(['true']).default('true'),
  reserved: z.enum(['RESERVED']).default('RESERVED'),
  cartId: idParamSchema.optional(),
  orderId: idParamSchema.optional(),
  /** a guest's cart answers only to its token */
  cartToken: cartTokenSchema.optional(),
});
export type CartItemsQuery = z.infer<typeof cartItemsQuerySchema>;

/** DELETE publicResources/orderItems/{id}?cartToken= */
export const cartTokenQuerySchema = z.object({ cartToken: cartTokenSchema.optional() });

export const cartIdParamsSchema = z.object({ cartId: idParamSchema });

/** PUT publicResources/cart/{cartId}/submit */
export const submitCartBodySchema = z.object({
  /** missing answers PAYMENTMETHOD_MISSING */
  paymentMethod: z.enum(CART_PAYMENT_METHODS).nullish(),
  /** the terms checkbox; required except for admins and club admins */
  agbs: z.boolean().optional(),
  cartToken: cartTokenSchema.nullish(),
});
export type SubmitCartBody = z.infer<typeof submitCartBodySchema>;

/** A cart order item and cart table row (docs/registration.md). */
export interface CartItem {
  id: number;
  orderId: number;
  competitionId: number;
  competitionName: string;
  /** ISO instant */
  competitionCompetitionDate: string | null;
  competitionEvent: boolean;
  squadId: number;
  squadIds: number[];
  squadName: string;
  squadStandName: string | null;
  squadSize: number | null;
  /** members of the squad: places taken and held plus waiting-list entries */
  squadSubscriptionSize: number | null;
  multipleWaitingList: boolean;
  multipleWaitingListUuid: string | null;
  /** euro, as the catalog has it */
  competitionNominationFee: number | null;
  /** the same in integer cents, for sums */
  nominationFeeCents: number | null;
  competitionPayOnSite: boolean;
  competitionPaymentViaDeposit: boolean;
  competitionPaymentWithWirecard: boolean;
  firstName: string | null;
  lastName: string | null;
  divisionName: string | null;
  competitionClassName: string | null;
  waitingList: boolean;
  isWaitingList: boolean;
  paid: boolean;
  cancelled: boolean;
}

export interface CartItemsAnswer extends ListAnswer<CartItem> {
  cartId: number | null;
  cartAmount: number;
}

/** The answer of removing an item: the cart as the browser stores it. */
export interface CartSummaryAnswer {
  cartId: number | null;
  cartToken: string | null;
  cartAmount: number;
}

export interface SubmitCartAnswer {
  message: 'ORDER_SUBMITTED';
  cartId: number;
  paymentMethod: CartPaymentMethod;
  /** each order of the cart: paid or cancelled only when all its items are */
  orders: { orderId: number; paid: boolean; cancelled: boolean }[];
  /** false for a card payment: the cart stays until the provider confirms */
  cartClosed: boolean;
  /** the provider's page for a card payment (payment issue); null otherwise */
  'payment-redirect-url': string | null;
  /**
   * a bank-transfer checkout: each registration's personal link key (as the mail has it), so the
   * submitter sees the transfer details at once, a guest without an account too (issue 20)
   */
  itemLinks?: { itemId: number; token: string }[];
}
