import type { Locale, RenderedMail } from '../mail';
import { renderAccountMail } from './account-mail-layout';

/** Euro from integer cents, with the comma of both languages' Austrian form (20,00 €). */
const euro = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

const DUE = {
  de: (date: string, amount: string) => ({
    subject: 'Ihre Premium-Mitgliedschaft wird verlängert',
    explanation: `Ihre Premium-Mitgliedschaft im Schießsport-Portal verlängert sich am ${date} automatisch um ein Jahr (${amount}).`,
    action: 'Premium-Mitgliedschaft verwalten',
    validity:
      'Mit einer gespeicherten Karte wird der Betrag an diesem Tag abgebucht; sonst können Sie ihn auf der Premium-Seite bezahlen.',
    notice:
      'Wenn Sie nicht verlängern möchten, beenden Sie die automatische Verlängerung auf der Premium-Seite vor diesem Tag.',
  }),
  en: (date: string, amount: string) => ({
    subject: 'Your premium membership renews soon',
    explanation: `Your premium membership of the Schießsport-Portal renews automatically for one year on ${date} (${amount}).`,
    action: 'Manage premium membership',
    validity:
      'With a saved card the amount is charged on that day; otherwise you can pay it on the premium page.',
    notice: 'If you do not want to renew, cancel the automatic renewal on the premium page before that day.',
  }),
};

const DECLINED = {
  de: (date: string, amount: string) => ({
    subject: 'Verlängerung Ihrer Premium-Mitgliedschaft fehlgeschlagen',
    explanation: `Die Abbuchung von ${amount} für die Verlängerung Ihrer Premium-Mitgliedschaft wurde abgelehnt. Ihre Mitgliedschaft lief am ${date} ab.`,
    action: 'Jetzt bezahlen',
    validity: 'Sie können die Verlängerung auf der Premium-Seite mit Karte oder Überweisung bezahlen.',
    notice: 'Es wurde nichts abgebucht.',
  }),
  en: (date: string, amount: string) => ({
    subject: 'Renewal of your premium membership failed',
    explanation: `The charge of ${amount} for renewing your premium membership was declined. Your membership ended on ${date}.`,
    action: 'Pay now',
    validity: 'You can pay the renewal on the premium page by card or bank transfer.',
    notice: 'Nothing was charged.',
  }),
};

export interface PremiumMailFacts {
  greeting: string;
  /** the day, already in the Austrian form */
  date: string;
  amountCents: number;
  link: string;
}

/** Two weeks' notice of an auto-renewal (`payment.premium.renewal-due`). */
export const premiumRenewalDueMail = (locale: Locale, f: PremiumMailFacts): RenderedMail =>
  renderAccountMail(locale, {
    ...DUE[locale](f.date, euro(f.amountCents)),
    greeting: f.greeting,
    link: f.link,
  });

/** The saved card refused the renewal (`payment.premium.renewal-declined`). */
export const premiumRenewalDeclinedMail = (locale: Locale, f: PremiumMailFacts): RenderedMail =>
  renderAccountMail(locale, {
    ...DECLINED[locale](f.date, euro(f.amountCents)),
    greeting: f.greeting,
    link: f.link,
  });
