/** Languages a mail can be written in; German unless the user chose English. */
export type Locale = 'de' | 'en';
export const localeOf = (value: unknown): Locale => (value === 'en' ? 'en' : 'de');

/** The mails notification sends; the name is also the `type` in the mail log. */
export type MailType = 'registration-confirmation' | 'password-reset' | 'sign-on-confirmation';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface OutgoingMail extends RenderedMail {
  type: MailType;
  to: string;
}
