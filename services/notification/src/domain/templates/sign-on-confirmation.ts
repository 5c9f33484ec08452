import { formatViennaDateTime, type OrderItemReserved } from '@portal/contracts';
import type { Locale, RenderedMail } from '../mail';
import { escapeHtml } from './escape-html';
import { greeting } from './greeting';

/** The club's and the competition's own texts (catalog's sanitized HTML) for this mail. */
export interface SignOnBlocks {
  club: string | null;
  competition: string | null;
}

const TEXTS = {
  de: {
    subject: (name: string) => `Anmeldebestätigung: ${name}`,
    waitingSubject: (name: string) => `Warteliste: ${name}`,
    registered: 'vielen Dank für Ihre Anmeldung. Sie sind für folgenden Bewerb angemeldet:',
    waiting:
      'vielen Dank für Ihre Anmeldung. Der Squad ist derzeit voll, Sie stehen auf der Warteliste für folgenden Bewerb. Sobald ein Startplatz frei wird, rücken Sie nach und wir informieren Sie.',
    onBehalf: 'Diese Anmeldung wurde für Sie vorgenommen.',
    forName: 'Für',
    competition: 'Bewerb',
    date: 'Datum',
    squad: 'Squad',
    stand: 'Stand',
    waitingList: 'Warteliste',
    action: 'Anmeldung ansehen',
    linkNote: 'Über diesen persönlichen Link sehen Sie Ihre Anmeldung jederzeit ein:',
    closing: ['Mit freundlichen Grüßen', 'Ihr Team des Schießsport-Portals'],
  },
  en: {
    subject: (name: string) => `Registration confirmed: ${name}`,
    waitingSubject: (name: string) => `Waiting list: ${name}`,
    registered: 'thank you for signing up. You are registered for the following competition:',
    waiting:
      'thank you for signing up. The squad is full at the moment, so you are on the waiting list for the following competition. As soon as a place becomes free you move up and we will let you know.',
    onBehalf: 'This registration was made for you.',
    forName: 'For',
    competition: 'Competition',
    date: 'Date',
    squad: 'Squad',
    stand: 'Stand',
    waitingList: 'Waiting list',
    action: 'View registration',
    linkNote: 'This personal link shows your registration at any time:',
    closing: ['Kind regards', 'Your Schießsport-Portal team'],
  },
} as const;

/** The plain-text form of a block: paragraphs and breaks as new lines, no tags, basic entities. */
export function blockText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The sign-on confirmation (issue 10 item 11): what was registered, the waiting-list wording for
 * waiting-list entries, the club's and the competition's own sign-on texts, the personal link.
 */
export function signOnConfirmationMail(
  locale: Locale,
  item: OrderItemReserved,
  blocks: SignOnBlocks,
  link: string,
  /** a deputy's copy: greets the deputy and names whom the registration is for */
  deputy: { firstName: string; lastName: string } | null = null,
): RenderedMail {
  const t = TEXTS[locale];
  const subject = (item.waitingList ? t.waitingSubject : t.subject)(item.competitionName);
  const registrant = { firstName: item.firstName ?? '', lastName: item.lastName ?? '' };
  const hello = greeting(locale, deputy ?? registrant);
  const intro = item.waitingList ? t.waiting : t.registered;
  const details: [string, string][] = [];
  if (deputy) details.push([t.forName, `${registrant.firstName} ${registrant.lastName}`.trim()]);
  details.push([t.competition, item.competitionName]);
  if (item.competitionDate) details.push([t.date, formatViennaDateTime(item.competitionDate)]);
  details.push([t.squad, item.waitingList ? `${item.squadName} (${t.waitingList})` : item.squadName]);
  if (item.standName) details.push([t.stand, item.standName]);
  const texts = [blocks.club, blocks.competition].filter((b): b is string => !!b && !!b.trim());

  const text = [
    hello,
    intro,
    details.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(item.onBehalf && !deputy ? [t.onBehalf] : []),
    ...texts.map(blockText),
    `${t.linkNote}\n${link}`,
    t.closing.join('\n'),
  ].join('\n\n');

  const e = escapeHtml;
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${e(value)}</p>`;
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:2px 16px 2px 0">${e(label)}</th><td style="padding:2px 0">${e(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222">
${paragraph(hello)}
${paragraph(intro)}
<table style="border-collapse:collapse;margin:0 0 16px">
${rows}
</table>
${item.onBehalf && !deputy ? paragraph(t.onBehalf) : ''}
${texts.map((block) => `<div style="margin:0 0 16px">${block}</div>`).join('\n')}
${paragraph(t.linkNote)}
<p style="margin:0 0 24px"><a href="${e(link)}" style="background:#b71c1c;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${e(t.action)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${e(link)}</p>
<p style="margin:0">${e(t.closing[0])}<br>${e(t.closing[1])}</p>
</body>
</html>
`;
  return { subject, text, html };
}
