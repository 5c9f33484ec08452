/** Routes of the mail log (issue 13): per competition and per user. */
export const MAIL_LOG_PATHS = {
  competition: (id: number | string) => `/mailLog/competition/${id}`,
  user: (id: number | string) => `/mailLog/user/${id}`,
} as const;
