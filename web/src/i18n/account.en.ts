import type { accountDe } from './account.de';
import type { TranslationShape } from './translationShape';

/** English texts of login and profile that the shell shows; spread into en.ts. */
export const accountEn: TranslationShape<typeof accountDe> = {
  login: {
    button: 'Log in',
  },
  profile: {
    accountMenuEntry: 'Profile',
  },
};
