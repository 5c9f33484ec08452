import type { Socket } from 'node:net';
import type { ErrorBody } from '@portal/contracts';
import type { RequestHandler } from 'express';
import { setApiSecurityHeaders } from './security-headers';

/** Request targets longer than `maxLength` (but within Node's header limit) answer 414. */
export function urlLengthLimit(maxLength: number): RequestHandler {
  return (req, res, next) => {
    if (req.originalUrl.length <= maxLength) return next();
    setApiSecurityHeaders(res);
    res.status(414).json({ error: 'FIELD_INVALID', field: 'url' } satisfies ErrorBody);
  };
}

type ParserError = Error & { code?: string; rawPacket?: Buffer };

/**
 * Node's HTTP parser refuses a request before express sees it (request line plus headers over
 * maxHeaderSize, malformed requests). Node's default then drops the socket mid-upload; this
 * answers in JSON like every other error: 431 for a too large head (414 when visibly the request
 * line), 400 otherwise. The rest of the upload is read and discarded so the client receives
 * the answer instead of a connection reset.
 */
export function answerClientError(error: ParserError, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, body] = classify(error);
  const json = JSON.stringify(body);
  socket.on('data', () => undefined);
  socket.on('error', () => socket.destroy());
  socket.resume();
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      "Content-Security-Policy: default-src 'none'\r\n" +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      json,
  );
  setTimeout(() => socket.destroy(), 5000).unref();
}

function classify(error: ParserError): [number, string, ErrorBody] {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return requestLineTooLong(error.rawPacket?.toString('latin1') ?? '')
      ? [414, 'URI Too Long', { error: 'FIELD_INVALID', field: 'url' }]
      : [431, 'Request Header Fields Too Large', { error: 'FIELD_INVALID', field: 'headers' }];
  }
  return [400, 'Bad Request', { error: 'FIELD_INVALID' }];
}

/**
 * Judged from the packet being parsed when the limit was hit: 414 only when it starts the request
 * and its request line is already too long; a packet from the middle of the head cannot tell.
 */
function requestLineTooLong(packet: string): boolean {
  if (!/^[A-Z]+ \//.test(packet)) return false;
  const end = packet.indexOf('\r\n');
  return end === -1 || end > 8192;
}
