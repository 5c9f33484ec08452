/** Routes of the order administration (docs/order-admin.md; the pages are lazy). */
export const ORDER_PATHS = {
  orderList: '/orderList',
  orderDetails: (id: number | string) => `/orderDetails/${id}`,
  orderItemList: '/orderItemList',
  orderItemEdit: (id: number | string) => `/orderItems/${id}`,
  changeSquad: (id: number | string) => `/orderItems/changeSquad/${id}`,
} as const;
