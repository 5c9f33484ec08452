import type { Locale, RenderedMail } from '../mail';
import { escapeHtml } from './escape-html';
import { blockText } from './sign-on-confirmation';

export const PORTAL_NAME = 'Schießsport-Portal';

/** The club a mail is sent for: its name and logo head the mail next to the portal's name. */
export interface MailClub {
  name: string;
  logoUrl: string | null;
}

/** Everything a mail of the shared layout shows, in the order it shows it. */
export interface LayoutInput {
  locale: Locale;
  subject: string;
  greeting: string;
  paragraphs: string[];
  details: [string, string][];
  /** the club's and the competition's own texts (catalog's sanitized HTML) */
  blocks: string[];
  action: { label: string; link: string } | null;
  club: MailClub | null;
  /** an inline image after the details (an attachment with this `cid`), with the text that explains it */
  image?: { cid: string; alt: string; caption: string } | null;
}

const CLOSING: Record<Locale, [string, string]> = {
  de: ['Mit freundlichen Grüßen', `Ihr Team des ${PORTAL_NAME}s`],
  en: ['Kind regards', `Your ${PORTAL_NAME} team`],
};

/**
 * The shared layout of every notification kind: header with the portal's and the club's name and
 * logo, greeting, text, a table of details, the club's block, the link, the closing. Text and
 * HTML from the same input; every value from users is escaped, the blocks are catalog's
 * sanitized HTML and go in as they are (their words in the text part).
 */
export function renderLayout(input: LayoutInput): RenderedMail {
  const { locale, subject, club } = input;
  const closing = CLOSING[locale];
  const blocks = input.blocks.filter((b) => b.trim());
  const text = [
    club ? `${PORTAL_NAME} · ${club.name}` : PORTAL_NAME,
    input.greeting,
    ...input.paragraphs,
    ...(input.details.length ? [input.details.map(([l, v]) => `${l}: ${v}`).join('\n')] : []),
    ...(input.image ? [input.image.caption] : []),
    ...blocks.map(blockText),
    ...(input.action ? [`${input.action.label}:\n${input.action.link}`] : []),
    closing.join('\n'),
  ].join('\n\n');

  const e = escapeHtml;
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${e(value)}</p>`;
  const logo = club?.logoUrl
    ? `<img src="${e(club.logoUrl)}" alt="${e(club.name)}" style="max-height:48px;vertical-align:middle;margin-right:12px">`
    : '';
  const header = `<div style="border-bottom:3px solid #b71c1c;padding:0 0 8px;margin:0 0 24px">${logo}<strong>${e(PORTAL_NAME)}</strong>${club ? ` · ${e(club.name)}` : ''}</div>`;
  const rows = input.details
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:2px 16px 2px 0">${e(label)}</th><td style="padding:2px 0">${e(value)}</td></tr>`,
    )
    .join('\n');
  const action = input.action
    ? `<p style="margin:0 0 24px"><a href="${e(input.action.link)}" style="background:#b71c1c;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${e(input.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${e(input.action.link)}</p>`
    : '';
  const image = input.image
    ? `${paragraph(input.image.caption)}
<p style="margin:0 0 16px"><img src="cid:${e(input.image.cid)}" alt="${e(input.image.alt)}" width="240" height="240"></p>`
    : '';
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222">
${header}
${paragraph(input.greeting)}
${input.paragraphs.map(paragraph).join('\n')}
${rows ? `<table style="border-collapse:collapse;margin:0 0 16px">\n${rows}\n</table>` : ''}
${image}
${blocks.map((block) => `<div style="margin:0 0 16px">${block}</div>`).join('\n')}
${action}
<p style="margin:0">${e(closing[0])}<br>${e(closing[1])}</p>
</body>
</html>
`;
  return { subject, text, html };
}
