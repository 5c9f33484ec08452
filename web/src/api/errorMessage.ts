import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

const stripErrorPrefix = (message: string): string => message.replace(/^Error: /, '').trim();

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const firstOfErrors = (errors: unknown): string | null => {
  const first: unknown = Array.isArray(errors) ? errors[0] : errors;
  if (nonEmpty(first)) return first;
  if (typeof first === 'object' && first !== null) {
    const { key, message } = first as { key?: unknown; message?: unknown };
    if (nonEmpty(key)) return key;
    if (nonEmpty(message)) return message;
  }
  return null;
};

/**
 * Message of an error answer (docs/web-app.md): field `error`, else the first of `errors`
 * (a string or `{ key }`), else `message`; a leading "Error: " is removed.
 */
export const messageFromBody = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const { error, errors, message } = body as { error?: unknown; errors?: unknown; message?: unknown };
  const found = nonEmpty(error) ? error : (firstOfErrors(errors) ?? (nonEmpty(message) ? message : null));
  return found === null ? null : stripErrorPrefix(found) || null;
};

/** Catalogue key for answers without a readable body (proxy pages, network failures). */
export const messageForStatus = (status: number): string => {
  if (status === 401) return 'Unauthorized';
  if (status === 403) return 'ACCESS_DENIED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL_ERROR';
};

export const messageFromQueryError = (error: FetchBaseQueryError): string => {
  if (typeof error.status === 'number') return messageFromBody(error.data) ?? messageForStatus(error.status);
  switch (error.status) {
    case 'PARSING_ERROR':
      return messageFromBody(error.data) ?? messageForStatus(error.originalStatus);
    case 'CUSTOM_ERROR':
      return stripErrorPrefix(error.error);
    default:
      // FETCH_ERROR, TIMEOUT_ERROR: the server was not reached
      return 'SERVICE_UNAVAILABLE';
  }
};
