/** Routes of reservations and reservation codes (docs/registration.md; the pages are lazy). */
export const RESERVATION_PATHS = {
  list: '/reservations',
  create: '/reservations/create',
  edit: (id: number | string) => `/reservations/${id}`,
  show: (id: number | string) => `/reservations/${id}/show`,
  codes: '/reservationCodes',
  codesList: '/reservationCodesList',
} as const;
