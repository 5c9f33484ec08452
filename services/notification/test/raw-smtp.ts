import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One MIME leaf of a received mail: its headers (lower-case names) and decoded bytes. */
export interface MimePart {
  headers: Record<string, string>;
  content: Buffer;
}

export interface RawMail {
  to: string[];
  headers: Record<string, string>;
  parts: MimePart[];
}

/**
 * An SMTP receiver (smtp-server) that keeps each message whole, attachments included: the
 * development mail catcher keeps only text and HTML, inline images need the MIME parts.
 */
export async function startRawReceiver() {
  const mails: RawMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, body } = split(Buffer.concat(chunks).toString('latin1'));
        const parts: MimePart[] = [];
        collect(headers, body, parts);
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), headers, parts });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    mailsTo: (address: string) => mails.filter((m) => m.to.includes(address)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function collect(headers: Record<string, string>, body: string, out: MimePart[]) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const part = split(section.replace(/^\r?\n/, ''));
      collect(part.headers, part.body.replace(/\r?\n$/, ''), out);
    }
    return;
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const content =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
        : Buffer.from(body, 'latin1');
  out.push({ headers, content });
}

/** The text of the first part of a content type (`text/plain`, `text/html`), UTF-8. */
export const partText = (mail: RawMail, type: string): string =>
  mail.parts
    .find((p) => (p.headers['content-type'] ?? '').startsWith(type))
    ?.content.toString('utf8')
    .replace(/\r\n/g, '\n') ?? '';
