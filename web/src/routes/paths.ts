/** Hash routes of the screens built so far (public-portal.md section 2). */
export const PATHS = {
  dashboard: '/dashboard',
  impressum: '/impressum',
  datenschutz: '/datenschutz',
  conditions: '/conditions',
  changelog: '/changelog',
  userRegister: '/userRegister',
  userRegisterSuccess: '/userRegisterSuccess',
  confirmRegistration: '/confirmRegistration',
  resetPassword: '/resetPassword',
  confirmPasswordReset: '/confirmPasswordReset',
  profile: '/profile',
  users: '/users',
  userRoles: '/userRoles',
  clients: '/clients',
  clubs: '/clubs',
  clubProfile: '/clubProfile',
} as const;
