import type { NotificationFlag } from '@portal/contracts';
import type { Locale } from '../mail';

/** The catalog's six fixed notification block types (catalog migration 0006). */
export const BLOCK_TYPES = {
  SIGN_ON_CONFIRMATION: 1,
  WAITING_LIST_CHANGE: 2,
  UPCOMING: 3,
  SIGN_OFF: 4,
  CANCELLATION: 5,
  PAYMENT_RECEIVED: 6,
} as const;
export type BlockType = keyof typeof BLOCK_TYPES;

/**
 * Mails about a registration that no profile switch turns off: the shooter must know where they
 * shoot and what left their cart (docs/registration-mails.md).
 */
export const SERVICE_MAIL_KINDS = ['squadChanged', 'removedFromCart'] as const;
export type ServiceMailKind = (typeof SERVICE_MAIL_KINDS)[number];
/** A mail kind: one of the profile's notification flags or a service mail. */
export type MailKind = NotificationFlag | ServiceMailKind;
export const isServiceKind = (kind: MailKind): kind is ServiceMailKind =>
  (SERVICE_MAIL_KINDS as readonly string[]).includes(kind);

/** What a kind's text may mention; dates already formatted for the club's time zone. */
export interface MailFacts {
  competitionName: string;
  competitionDate: string | null;
  squadName: string | null;
  waitingList: boolean;
  /** the registered shooter, in mails to club admins and deputies */
  shooterName: string | null;
  /** a deadline: pay by, registration closes */
  dueDate: string | null;
  registrationStart: string | null;
  registrationEnd: string | null;
  /** a mail for someone the recipient acts for (deputy copy) */
  forName: string | null;
  /** the payment received is the item's second one (`paid2`) */
  secondPayment: boolean;
  /** a squad change: the squad the registration left */
  fromSquadName: string | null;
  /** a squad change was an administrator's swap with another registration */
  swapped: boolean;
}

export interface KindText {
  subject: string;
  paragraphs: string[];
}

/** Where the mail's button leads. */
export type KindAction = 'registration' | 'competition' | 'orderItemList' | 'users';

/** One mail kind: its texts in both languages, the club block it carries, where its link goes. */
export interface MailKindTemplate {
  kind: MailKind;
  block: BlockType | null;
  action: KindAction;
  texts: Record<Locale, (facts: MailFacts) => KindText>;
}

export const defineKind = (template: MailKindTemplate): MailKindTemplate => template;
