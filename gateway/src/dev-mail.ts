import type { Logger } from '@portal/service-kit';
import { Router, type Response } from 'express';

/** A message as the local mail catcher (scripts/mail-catcher.ts) lists it. */
interface CaughtMail {
  id: number;
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  html: string;
}

/**
 * Development only: the mails the local catcher received, at /dev/mail (page) and
 * /dev/mail/messages.json, so sign-up and password-reset links can be followed without a mailbox.
 * The catcher is asked server-side; the browser never talks to it.
 */
export function devMailRouter(catcherUrl: string, logger: Logger): Router {
  const router = Router();
  const fetchMessages = async () => {
    const response = await fetch(`${catcherUrl}/messages`, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
    return response.text();
  };
  const unavailable = (res: Response, error: unknown) => {
    logger.warn({ err: error, catcherUrl }, 'mail catcher not reachable');
    return res.status(502);
  };

  router.get('/dev/mail/messages.json', async (_req, res) => {
    try {
      res.type('json').send(await fetchMessages());
    } catch (error) {
      unavailable(res, error).json({ error: 'SERVICE_UNAVAILABLE' });
    }
  });
  router.get('/dev/mail', async (_req, res) => {
    try {
      res.type('html').send(mailPage(JSON.parse(await fetchMessages()) as CaughtMail[]));
    } catch (error) {
      unavailable(res, error)
        .type('html')
        .send(page(`<p>The mail catcher at ${escapeHtml(catcherUrl)} does not answer.</p>`));
    }
  });
  return router;
}

function mailPage(mails: CaughtMail[]): string {
  const list = mails.map(
    (mail) => `<article>
<h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · from ${escapeHtml(mail.from)} · ${escapeHtml(mail.date.replace('T', ' ').slice(0, 19))} UTC</p>
<pre>${linkify(escapeHtml(mail.text))}</pre>
${mail.html ? `<iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(`${mail.html}<base target="_blank">`)}"></iframe>` : ''}
</article>`,
  );
  const intro = `<p>${mails.length} mail(s), newest first. <a href="/dev/mail">Refresh</a> · <a href="/dev/mail/messages.json">JSON</a></p>`;
  return page(intro + (list.join('\n') || '<p>No mail yet.</p>'));
}

const page = (body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Caught mail</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px auto;max-width:960px;padding:0 16px;color:#222}
article{border:1px solid #ccc;border-radius:6px;padding:12px 16px;margin:16px 0}
h2{font-size:1.1em;margin:0 0 4px}.meta{color:#666;margin:0 0 12px;font-size:.9em}
pre{white-space:pre-wrap;background:#f6f6f6;padding:12px;border-radius:4px}
iframe{width:100%;height:420px;border:1px solid #ddd;border-radius:4px}
</style>
</head>
<body>
<h1>Caught mail</h1>
${body}
</body>
</html>
`;

/** Links in already escaped text become clickable (http and https only). */
const linkify = (escaped: string) =>
  escaped.replace(
    /https?:\/\/(?:(?!&quot;|&#39;|&lt;|&gt;)\S)+/g,
    (url) => `<a href="${url}" target="_blank" rel="noopener">${url}</a>`,
  );

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
