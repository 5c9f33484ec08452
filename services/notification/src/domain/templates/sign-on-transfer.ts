import type { Locale, RenderedMail } from '../mail';
import { renderLayout, type MailClub } from './layout';

/** What the shooter transfers: always amount and reference; the account when the club gave one. */
export interface TransferText {
  amountCents: number;
  reference: string;
  holder: string | null;
  iban: string | null;
  bic: string | null;
}

export interface SignOnTransferInput {
  greeting: string;
  /** a deputy's copy names whom the registration is for */
  forName: string | null;
  competitionName: string;
  /** already formatted in the club's time zone */
  competitionDate: string | null;
  squadName: string | null;
  transfer: TransferText;
  /** the `cid` of the attached EPC QR code, null when the club's bank data cannot carry one */
  qrCid: string | null;
  club: MailClub | null;
  link: string;
}

const TEXTS = {
  de: {
    subject: (name: string) => `Zahlung per Überweisung: ${name}`,
    intro: 'vielen Dank für Ihre Bestellung. Sie haben Überweisung an den Verein als Zahlungsart gewählt.',
    pay: 'Bitte überweisen Sie die Nenngebühr mit der angegebenen Zahlungsreferenz, damit der Verein Ihre Zahlung Ihrer Anmeldung zuordnen kann:',
    noAccount: 'Die Bankverbindung des Vereins liegt uns noch nicht vor; der Verein teilt sie Ihnen mit.',
    qr: 'Mit diesem QR-Code (EPC) übernimmt Ihre Banking-App alle Angaben der Überweisung:',
    qrAlt: 'EPC-QR-Code der Überweisung',
    forName: 'Für',
    competition: 'Bewerb',
    date: 'Datum',
    squad: 'Squad',
    amount: 'Betrag',
    holder: 'Empfänger',
    iban: 'IBAN',
    bic: 'BIC',
    reference: 'Zahlungsreferenz',
    action: 'Anmeldung ansehen',
    decimal: ',',
  },
  en: {
    subject: (name: string) => `Payment by bank transfer: ${name}`,
    intro: 'thank you for your order. You chose bank transfer to the club as payment method.',
    pay: 'Please transfer the entry fee with the payment reference given, so the club can match your payment to your registration:',
    noAccount: "We do not have the club's bank details yet; the club will send them to you.",
    qr: 'With this QR code (EPC) your banking app fills in every detail of the transfer:',
    qrAlt: 'EPC QR code of the transfer',
    forName: 'For',
    competition: 'Competition',
    date: 'Date',
    squad: 'Squad',
    amount: 'Amount',
    holder: 'Beneficiary',
    iban: 'IBAN',
    bic: 'BIC',
    reference: 'Payment reference',
    action: 'View registration',
    decimal: '.',
  },
} as const;

/** `EUR 25,00` (de) or `EUR 25.00` (en) from integer cents, no floats on the way. */
export const formatEuro = (cents: number, locale: Locale): string =>
  `EUR ${Math.floor(cents / 100)}${TEXTS[locale].decimal}${String(cents % 100).padStart(2, '0')}`;

/** An IBAN in groups of four, as banks print it. */
export const groupedIban = (iban: string): string => iban.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The sign-on confirmation's payment part of a bank-transfer checkout: what to transfer to whom
 * with which reference, and the EPC QR code as an inline image (its `cid` attachment is added by
 * the caller). The registration itself was confirmed at reservation, before the method was known.
 */
export function signOnTransferMail(locale: Locale, input: SignOnTransferInput): RenderedMail {
  const t = TEXTS[locale];
  const { transfer } = input;
  const details: [string, string][] = [];
  if (input.forName) details.push([t.forName, input.forName]);
  details.push([t.competition, input.competitionName]);
  if (input.competitionDate) details.push([t.date, input.competitionDate]);
  if (input.squadName) details.push([t.squad, input.squadName]);
  details.push([t.amount, formatEuro(transfer.amountCents, locale)]);
  if (transfer.iban) {
    if (transfer.holder) details.push([t.holder, transfer.holder]);
    details.push([t.iban, groupedIban(transfer.iban)]);
    if (transfer.bic) details.push([t.bic, transfer.bic]);
  }
  details.push([t.reference, transfer.reference]);
  return renderLayout({
    locale,
    subject: t.subject(input.competitionName),
    greeting: input.greeting,
    paragraphs: [t.intro, transfer.iban ? t.pay : `${t.pay} ${t.noAccount}`],
    details,
    blocks: [],
    action: { label: t.action, link: input.link },
    club: input.club,
    image: input.qrCid ? { cid: input.qrCid, alt: t.qrAlt, caption: t.qr } : null,
  });
}
