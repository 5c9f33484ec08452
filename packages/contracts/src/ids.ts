import { z } from 'zod';

/**
 * Row ids are PostgreSQL `integer`s: a larger number would overflow in the database (a 500), so
 * every id the API takes is checked against this bound first and answers 400 FIELD_INVALID.
 */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body. */
export const idSchema = z.number().int().min(1).max(MAX_ID);

/** An id in a path or query string (text, coerced). */
export const idParamSchema = z.coerce.number().int().min(1).max(MAX_ID);

/** Path parameters `{ id }` of `/.../:id`. */
export const idParams = z.object({ id: idParamSchema });

/** A reference to a row in a body: `{ id }`. */
export const idRefSchema = z.object({ id: idSchema });
