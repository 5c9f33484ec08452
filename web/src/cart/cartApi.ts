import type {
  CartItemsAnswer,
  CartPaymentMethod,
  CartSummaryAnswer,
  SubmitCartAnswer,
} from '@portal/contracts';
import { createServiceApi } from '../api/baseQuery';

/** Which cart to read: the stored one (a guest's with its token), else a signed-in user's open cart. */
export interface CartArgs {
  cartId: number | null;
  cartToken: string | null;
  /** the user the answer belongs to (0 for guests): logout does not reload the page */
  audience: number;
}

const CART_TAG = { type: 'Cart' as const, id: 'OPEN' };
/** The spec's cart list: page 0, size 1000, id ascending, reserved=RESERVED, cart=true. */
const CART_LIST = { cart: 'true', reserved: 'RESERVED', page: 0, size: 1000, sort: 'id,asc' };

const cartParams = ({ cartId, cartToken }: Pick<CartArgs, 'cartId' | 'cartToken'>) => ({
  ...(cartId !== null ? { cartId } : {}),
  ...(cartToken !== null ? { cartToken } : {}),
});

/** Registration's cart and checkout calls (docs/registration.md, cart and checkout). */
export const cartApi = createServiceApi('cartApi', ['Cart']).injectEndpoints({
  endpoints: (build) => ({
    cartItems: build.query<CartItemsAnswer, CartArgs>({
      query: (args) => ({ url: 'publicResources/orderItems', params: { ...CART_LIST, ...cartParams(args) } }),
      providesTags: [CART_TAG],
    }),
    removeCartItem: build.mutation<CartSummaryAnswer, { itemId: number; cartToken: string | null }>({
      query: ({ itemId, cartToken }) => ({
        url: `publicResources/orderItems/${itemId}`,
        method: 'DELETE',
        params: cartToken !== null ? { cartToken } : {},
      }),
      invalidatesTags: [CART_TAG],
    }),
    submitCart: build.mutation<
      SubmitCartAnswer,
      { cartId: number; paymentMethod: CartPaymentMethod; agbs: boolean; cartToken: string | null }
    >({
      query: ({ cartId, ...body }) => ({
        url: `publicResources/cart/${cartId}/submit`,
        method: 'PUT',
        body: { paymentMethod: body.paymentMethod, agbs: body.agbs, cartToken: body.cartToken },
      }),
      invalidatesTags: [CART_TAG],
    }),
  }),
});

export const { useCartItemsQuery, useRemoveCartItemMutation, useSubmitCartMutation } = cartApi;
