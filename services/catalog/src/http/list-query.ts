import { listQuerySchema } from '@portal/contracts';
import { z } from 'zod';

/**
 * Largest page of the public reference lists: the spec's biggest reference select loads 1000
 * (divisions, the club list); factors, classes and types ask for 200.
 */
export const REFERENCE_MAX_PAGE_SIZE = 1000;

/** `page`, `size` (1 to 1000, default 25), `sort` from the allowed fields, and a `name` filter. */
export const referenceListQuery = <F extends readonly [string, ...string[]]>(sortFields: F) =>
  listQuerySchema(sortFields).extend({
    size: z.coerce.number().int().min(1).max(REFERENCE_MAX_PAGE_SIZE).default(25),
    name: z.string().trim().max(255, 'FIELD_MAXLENGTH_255').optional(),
  });

/** An id and a name: factor, level, competition class. */
export const namedReferenceSchema = z.object({ id: z.number().int(), name: z.string() });
