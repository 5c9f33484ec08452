import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** A paged list call: the spec's lists send `page` (docs/api-paths-and-keys.md). */
const isListCall = (args: string | FetchArgs): boolean => {
  if (typeof args === 'string') return /[?&]page=/.test(args);
  const params = args.params as Record<string, unknown> | undefined;
  return (params !== undefined && 'page' in params) || /[?&]page=/.test(args.url);
};

/**
 * "A list answer lacking totalElements raises an error" (docs/api-paths-and-keys.md): a paged
 * list call whose answer has no numeric totalElements fails with LIST_TOTAL_MISSING instead of
 * showing a list whose paging would be wrong (docs/api-paths-and-keys.md).
 */
export const listAnswerError = (args: string | FetchArgs, data: unknown): FetchBaseQueryError | null => {
  if (!isListCall(args)) return null;
  const total = (data as { totalElements?: unknown } | null)?.totalElements;
  if (typeof data === 'object' && data !== null && typeof total === 'number') return null;
  return { status: 'CUSTOM_ERROR', error: 'LIST_TOTAL_MISSING', data };
};
