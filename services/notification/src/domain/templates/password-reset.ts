import type { Locale, RenderedMail } from '../mail';
import { renderAccountMail } from './account-mail-layout';
import { greeting, type Addressee } from './greeting';

/** How long identity accepts a password reset token. */
export const RESET_VALID_HOURS = 1;

const TEXTS = {
  de: {
    subject: 'Passwort zurücksetzen',
    explanation:
      'Sie haben angefordert, Ihr Passwort im Schießsport-Portal zurückzusetzen. Über den folgenden Link können Sie ein neues Passwort festlegen.',
    action: 'Neues Passwort festlegen',
    validity: `Der Link ist ${RESET_VALID_HOURS} Stunde gültig.`,
    notice:
      'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
  },
  en: {
    subject: 'Reset your password',
    explanation:
      'You asked to reset your password for the Schießsport-Portal. Use the link below to choose a new password.',
    action: 'Choose a new password',
    validity: `The link is valid for ${RESET_VALID_HOURS} hour.`,
    notice: 'If you did not ask for this, you can ignore this e-mail; your password stays unchanged.',
  },
} satisfies Record<Locale, Record<string, string>>;

/** Mail after "forgot password": the link to choose a new one. */
export function passwordResetMail(locale: Locale, to: Addressee, link: string): RenderedMail {
  return renderAccountMail(locale, { ...TEXTS[locale], greeting: greeting(locale, to), link });
}
