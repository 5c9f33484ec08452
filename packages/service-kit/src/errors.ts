import type { ErrorKey } from '@portal/contracts';

/** A rule of the domain was broken; the error handler answers `{ error: key }` with `status`. */
export class DomainError extends Error {
  constructor(
    public readonly key: ErrorKey,
    public readonly status: number = 400,
    public readonly field?: string,
  ) {
    super(key);
    this.name = 'DomainError';
  }
}

export const notFound = (key: ErrorKey = 'NOT_FOUND') => new DomainError(key, 404);
export const forbidden = (key: ErrorKey = 'PERMISSION_DENIED') => new DomainError(key, 403);
export const unauthorized = (key: ErrorKey = 'Unauthorized') => new DomainError(key, 401);
export const conflict = (key: ErrorKey) => new DomainError(key, 409);
