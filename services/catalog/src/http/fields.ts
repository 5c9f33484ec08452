import { idParams, idSchema, MAX_ID } from '@portal/contracts';
import { z } from 'zod';

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
  .max(255, 'FIELD_MAXLENGTH_255')
  .nullish()
  .transform((value) => value || null);

/** A trimmed, required text of 1 to 255 characters. */
export const requiredText = z.string().trim().min(1, 'FIELD_IS_REQUIRED').max(255, 'FIELD_MAXLENGTH_255');

/** An optional e-mail address (EMAIL_FORMAT); empty or missing is null. */
export const optionalEmail = optionalText.refine(
  (value) => value === null || z.email().safeParse(value).success,
  { message: 'EMAIL_FORMAT' },
);

/** An optional link that starts with http:// or https:// (MUST_START_WITH_HTTP_OR_HTTPS). */
export const link = z
  .string()
  .trim()
  .max(2000, 'FIELD_INVALID')
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || /^https?:\/\/\S+$/i.test(value), {
    message: 'MUST_START_WITH_HTTP_OR_HTTPS',
  });

/** Answers: a text that may be null. */
export const nullableText = z.string().nullable();
