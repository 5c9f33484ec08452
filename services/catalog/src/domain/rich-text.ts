import sanitizeHtml from 'sanitize-html';

/**
 * Allow-list of the rich text the back-office editors produce (competition information, advert
 * text, notification blocks). Anything else is dropped: scripts, styles, iframes, event-handler
 * attributes, `javascript:` and `data:` links. Links open in a new tab without an opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'hr',
    'code',
    'pre',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** The HTML with only allowed tags and attributes; null for empty (or emptied) text. */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  // an editor's empty paragraph is no text
  return clean.replace(/<p>\s*(<br\s*\/?>)?\s*<\/p>/g, '').trim() ? clean : null;
}
