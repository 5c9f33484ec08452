/**
 * German texts of login and profile that the shell shows (header button, account menu); spread
 * into de.ts. The texts of the lazy account and profile screens are in account-pages.de.ts.
 */
export const accountDe = {
  login: {
    button: 'Einloggen',
  },
  profile: {
    accountMenuEntry: 'Profil',
  },
};
