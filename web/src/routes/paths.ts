/** Hash routes of the screens built so far (public-portal.md section 2). */
export const PATHS = {
  dashboard: '/dashboard',
  impressum: '/impressum',
  datenschutz: '/datenschutz',
  conditions: '/conditions',
  changelog: '/changelog',
} as const;
