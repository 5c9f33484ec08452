/** Routes of the adverts (in the shell for the routes and the menu; the pages are lazy). */
export const ADVERTISING_PATHS = {
  list: '/advertisings',
  create: '/advertisings/create',
  edit: (id: number | string) => `/advertisings/${id}`,
} as const;
