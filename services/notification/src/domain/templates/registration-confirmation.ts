import type { Locale, RenderedMail } from '../mail';
import { renderAccountMail } from './account-mail-layout';
import { greeting, type Addressee } from './greeting';

/** How long identity accepts a verification token. */
export const VERIFICATION_VALID_HOURS = 24;

const TEXTS = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre Registrierung',
    explanation:
      'vielen Dank für Ihre Registrierung im Schießsport-Portal. Bitte bestätigen Sie Ihre E-Mail-Adresse über den folgenden Link, damit Ihr Konto aktiviert wird.',
    action: 'Registrierung bestätigen',
    validity: `Der Link ist ${VERIFICATION_VALID_HOURS} Stunden gültig.`,
    notice: 'Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
  },
  en: {
    subject: 'Please confirm your registration',
    explanation:
      'Thank you for registering with the Schießsport-Portal. Please confirm your e-mail address with the link below to activate your account.',
    action: 'Confirm registration',
    validity: `The link is valid for ${VERIFICATION_VALID_HOURS} hours.`,
    notice: 'If you did not register, you can ignore this e-mail.',
  },
} satisfies Record<Locale, Record<string, string>>;

/** Mail after sign-up: confirm the e-mail address to activate the account. */
export function registrationConfirmationMail(locale: Locale, to: Addressee, link: string): RenderedMail {
  return renderAccountMail(locale, { ...TEXTS[locale], greeting: greeting(locale, to), link });
}
