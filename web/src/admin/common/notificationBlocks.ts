import type { NotificationType } from '@portal/contracts/catalog';

/** A kind of mail a club or competition can add its own text to (`GET notificationTypes`): the catalog's. */
export type { NotificationType };

/**
 * A club's or competition's own rich text for the mails of one type. The server answers the type
 * with its name; a form may send the type by id only.
 */
export interface NotificationBlock {
  type: { id: number; name?: string };
  text: string;
}

/** The fixed type names the portal knows texts for (the catalog's `notification_types` rows). */
export const NOTIFICATION_TYPE_NAMES = [
  'SIGN_ON_CONFIRMATION',
  'WAITING_LIST_CHANGE',
  'UPCOMING',
  'SIGN_OFF',
  'CANCELLATION',
  'PAYMENT_RECEIVED',
] as const;

/** The text of one type's block; '' when there is none. */
export const blockText = (blocks: readonly NotificationBlock[], typeId: number): string =>
  blocks.find((block) => block.type.id === typeId)?.text ?? '';

/**
 * The blocks with one type's text set (added when new), ordered by type id; an empty text removes
 * the block, as the server would not keep it either.
 */
export const withBlockText = (
  blocks: readonly NotificationBlock[],
  type: { id: number; name?: string },
  text: string,
): NotificationBlock[] => {
  const others = blocks.filter((block) => block.type.id !== type.id);
  const next = text.trim() === '' ? others : [...others, { type, text }];
  return next.sort((a, b) => a.type.id - b.type.id);
};

/** The blocks as a club or competition body sends them: the type by id, the text. */
export const toBlocksBody = (blocks: readonly NotificationBlock[]): NotificationBlock[] =>
  blocks.map((block) => ({ type: { id: block.type.id }, text: block.text }));

/**
 * The message key of a failed save that concerns the blocks (`field` or one of `errors` starting
 * with `notificationBlocks`, e.g. an unknown or repeated type); null when it is about something else.
 */
export const notificationBlocksError = (error: unknown): string | null => {
  const data = (error as { data?: unknown } | null)?.data as
    { error?: unknown; field?: unknown; errors?: { field?: unknown; key?: unknown }[] } | undefined;
  if (!data || typeof data !== 'object') return null;
  const concerns = (field: unknown) =>
    typeof field === 'string' && /^(body\.)?notificationBlocks/.test(field);
  if (concerns(data.field) && typeof data.error === 'string') return data.error;
  const item = Array.isArray(data.errors) ? data.errors.find((entry) => concerns(entry?.field)) : undefined;
  return typeof item?.key === 'string' ? item.key : null;
};
