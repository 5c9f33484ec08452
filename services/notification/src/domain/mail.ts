import type { NotificationFlag } from '@portal/contracts';

/** Languages a mail can be written in; German unless the user chose English. */
export type Locale = 'de' | 'en';
export const localeOf = (value: unknown): Locale => (value === 'en' ? 'en' : 'de');

/**
 * The mails notification sends; the name is also the `type` in the mail log. The kinds of the
 * user's notification selection are named after their flag.
 */
export type MailType =
  | 'registration-confirmation'
  | 'password-reset'
  | 'sign-on-confirmation'
  | 'premium-renewal-due'
  | 'premium-renewal-declined'
  // service mails about a registration, without a profile switch (templates/kind.ts)
  | 'squadChanged'
  | 'removedFromCart'
  | NotificationFlag;

/** A file sent with the mail; with `cid` it is an inline image the HTML shows as `cid:<cid>`. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface OutgoingMail extends RenderedMail {
  type: MailType;
  to: string;
}
