import type { Locale, RenderedMail } from '../mail';
import { escapeHtml } from './escape-html';

/** What an account mail says: greeting, why it came, the link, how long it works. */
export interface AccountMailContent {
  subject: string;
  greeting: string;
  explanation: string;
  action: string;
  link: string;
  validity: string;
  notice: string;
}

const CLOSING: Record<Locale, [string, string]> = {
  de: ['Mit freundlichen Grüßen', 'Ihr Team des Schießsport-Portals'],
  en: ['Kind regards', 'Your Schießsport-Portal team'],
};

/** Plain-text and HTML part of an account mail from the same content. */
export function renderAccountMail(locale: Locale, content: AccountMailContent): RenderedMail {
  const closing = CLOSING[locale];
  const text = [
    content.greeting,
    content.explanation,
    `${content.action}:\n${content.link}`,
    content.validity,
    content.notice,
    closing.join('\n'),
  ].join('\n\n');

  const e = escapeHtml;
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${e(value)}</p>`;
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${e(content.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222">
${paragraph(content.greeting)}
${paragraph(content.explanation)}
<p style="margin:24px 0"><a href="${e(content.link)}" style="background:#b71c1c;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${e(content.action)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${e(content.link)}</p>
${paragraph(content.validity)}
${paragraph(content.notice)}
<p style="margin:0">${e(closing[0])}<br>${e(closing[1])}</p>
</body>
</html>
`;
  return { subject: content.subject, text, html };
}
