import http from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * Local mail catcher for development and tests: an SMTP listener without auth or TLS that keeps
 * the last messages in memory, and `GET`/`DELETE /messages` over HTTP. The gateway shows them at
 * /dev/mail. It parses only what nodemailer writes (multipart, quoted-printable, base64).
 */
export interface CaughtMail {
  id: number;
  from: string;
  to: string;
  subject: string;
  date: string;
  /** the Message-ID header: a copy sent twice carries the same one */
  messageId: string;
  /** when the catcher had the whole message (ms since the epoch) */
  receivedAt: number;
  text: string;
  html: string;
}

export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  /** newest first */
  messages(): CaughtMail[];
  stop(): Promise<void>;
}

/** the development catcher keeps the newest mails only; a test that counts every mail asks for more */
const KEPT = 200;

export async function startMailCatcher({
  smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025),
  httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 1080),
  host = '127.0.0.1', // no auth: never listen beyond this machine by default
  kept = KEPT,
}: { smtpPort?: number; httpPort?: number; host?: string; kept?: number } = {}): Promise<MailCatcher> {
  let mails: CaughtMail[] = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const parsed = parseMail(Buffer.concat(chunks).toString('latin1'));
        mails.unshift({ id: nextId++, receivedAt: Date.now(), ...parsed });
        mails.length = Math.min(mails.length, kept);
        callback();
      });
    },
  });
  smtp.on('error', () => undefined); // a client hanging up mid-dialogue is not our failure

  const web = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://catcher').pathname;
    if (path === '/messages' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(mails));
    } else if (path === '/messages' && req.method === 'DELETE') {
      mails = [];
      res.writeHead(204).end();
    } else {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"NOT_FOUND"}');
    }
  });

  await listen(smtp.server, smtpPort, host);
  try {
    await listen(web, httpPort, host);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    httpPort: (web.address() as AddressInfo).port,
    messages: () => [...mails],
    stop: async () => {
      web.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => web.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}

function listen(server: Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

// ---- MIME, as much as nodemailer's output needs; the raw message is held as latin1 (one char per byte)

type Parsed = Omit<CaughtMail, 'id' | 'receivedAt'>;

function parseMail(raw: string): Parsed {
  const { headers, body } = splitHeaders(raw);
  const parts: { text?: string; html?: string } = {};
  collectParts(headers, body.replace(/\r?\n$/, ''), parts);
  const date = new Date(headers.date ?? '');
  return {
    from: decodeWords(headers.from ?? ''),
    to: decodeWords(headers.to ?? ''),
    subject: decodeWords(headers.subject ?? ''),
    date: (Number.isNaN(date.getTime()) ? new Date() : date).toISOString(),
    messageId: headers['message-id'] ?? '',
    text: parts.text ?? '',
    html: parts.html ?? '',
  };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon > 0 && !(name in headers)) headers[name] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function collectParts(headers: Record<string, string>, body: string, out: { text?: string; html?: string }) {
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1); // before the first boundary: preamble
    for (const section of sections) {
      if (section.startsWith('--')) break; // closing boundary
      const part = splitHeaders(section.replace(/^\r?\n/, ''));
      collectParts(part.headers, part.body.replace(/\r?\n$/, ''), out);
    }
    return;
  }
  const kind = type.startsWith('text/html') ? 'html' : type.startsWith('text/plain') ? 'text' : null;
  if (!kind || out[kind] !== undefined) return;
  const charset = /charset="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1] ?? 'utf-8';
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : Buffer.from(encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body, 'latin1');
  out[kind] = decodeText(bytes, charset).replace(/\r\n/g, '\n');
}

const decodeQuotedPrintable = (value: string) =>
  value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** RFC 2047 encoded words in headers, e.g. `=?UTF-8?Q?Schie=C3=9Fsport?=`. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, charset: string, kind: string, text: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1');
      return decodeText(bytes, charset);
    });
}

function decodeText(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('utf8'); // unknown charset label
  }
}
