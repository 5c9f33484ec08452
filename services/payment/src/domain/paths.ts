/** Public paths of payment as browsers and providers reach them through the gateway. */
export const CHECKOUT_PATH = '/api/publicResources/payments/checkouts';
export const SANDBOX_PAGE_PATH = '/api/publicResources/payments/sandbox';
export const CALLBACK_PATH = '/api/publicResources/payments/callbacks';
/** where the provider sends the browser back: a cart's checkout, or one item paid later */
export const ORDER_RETURN_PATH = '/api/publicResources/orders/wirecardRedirect';
export const ITEM_RETURN_PATH = '/api/publicResources/orderItems/wirecardRedirect';
