import { cartApi } from '../cart/cartApi';

/** Registration's card payment of one registration later (`orderItem/pay/{id}`, docs/payments.md). */
export const cardPaymentApi = cartApi.injectEndpoints({
  endpoints: (build) => ({
    payOrderItem: build.mutation<{ 'payment-redirect-url': string }, number>({
      query: (id) => ({ url: `orderItem/pay/${id}`, method: 'GET' }),
      // the page says what went wrong itself (no second report in the error dialog)
      extraOptions: { silent: true },
    }),
  }),
});

export const { usePayOrderItemMutation } = cardPaymentApi;

/** The browser leaves the app for the provider (payment's checkout path redirects onwards). */
export const goToProvider = (url: string): void => window.location.assign(url);
