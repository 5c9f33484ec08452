import { idParams, idSchema, MAX_ID, RICH_TEXT_RAW_FACTOR, TEXT_LIMITS } from '@portal/contracts';
import { z } from 'zod';
import { sanitizeRichText } from '../domain/rich-text';

const SHORT = TEXT_LIMITS.short;

/** Largest value PostgreSQL's `integer` holds (the shared id bound of the contracts). */
export const MAX_INT = MAX_ID;

/** A row id in a body (the shared, int32-bounded id schema). */
export const idField = idSchema;

/** Path parameter `:id`. */
export { idParams };

/** Body of the delete-many and mark-many calls: 1 to 1000 ids. */
export const idsBody = z.object({ ids: z.array(idField).min(1, 'FIELD_IS_REQUIRED').max(1000) });

/** A trimmed text, at most 255 characters; empty or missing is null. */
export const optionalText = z
  .string()
  .trim()
  .max(SHORT, 'FIELD_MAXLENGTH_255')
  .nullish()
  .transform((value) => value || null);

/** A trimmed, required text of 1 to 255 characters. */
export const requiredText = z.string().trim().min(1, 'FIELD_IS_REQUIRED').max(SHORT, 'FIELD_MAXLENGTH_255');

/**
 * A read-only text an edit form sends back (a public link id, a name next to an id): ignored, but
 * bounded like any short text, so that no request that carries 100,000 characters writes.
 */
export const ignoredText = z.string().max(SHORT, 'FIELD_MAXLENGTH_255').nullish();

/** An optional e-mail address (EMAIL_FORMAT); empty or missing is null. */
export const optionalEmail = optionalText.refine(
  (value) => value === null || z.email().safeParse(value).success,
  { message: 'EMAIL_FORMAT' },
);

/** An optional link that starts with http:// or https:// (MUST_START_WITH_HTTP_OR_HTTPS). */
export const link = z
  .string()
  .trim()
  .max(TEXT_LIMITS.link, 'FIELD_INVALID')
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || /^https?:\/\/\S+$/i.test(value), {
    message: 'MUST_START_WITH_HTTP_OR_HTTPS',
  });

/** Answers: a text that may be null. */
export const nullableText = z.string().nullable();

/**
 * Rich text (HTML from the editors; the domain sanitizes it when saving) of at most `maxLength`
 * characters once sanitized, what is stored and shown; the HTML as sent may carry
 * RICH_TEXT_RAW_FACTOR times that in markup, so the sanitizer never parses more. Too long: 400
 * FIELD_INVALID. Empty or missing is null.
 */
export const richText = (maxLength: number) =>
  z
    .string()
    .max(maxLength * RICH_TEXT_RAW_FACTOR, 'FIELD_INVALID')
    .refine((html) => (sanitizeRichText(html)?.length ?? 0) <= maxLength, 'FIELD_INVALID')
    .nullish()
    .transform((value) => value ?? null);
