import { z } from 'zod';

/** Largest page any list call may ask for (the spec's biggest lookup loads 10000). */
export const MAX_PAGE_SIZE = 10000;

/**
 * Query of every list call: zero-based page, size, `sort=field,direction`.
 * Services extend it with their flattened filters and their allowed sort fields.
 */
export const listQuerySchema = <F extends readonly [string, ...string[]]>(sortFields: F) =>
  z.object({
    page: z.coerce.number().int().min(0).max(1_000_000).default(0),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
    sort: z
      .string()
      .regex(/^[A-Za-z_.]+(,(asc|desc|ASC|DESC))?$/)
      .refine((value) => (sortFields as readonly string[]).includes(value.split(',')[0] ?? ''), {
        message: 'unknown sort field',
      })
      .optional(),
  });

export interface ListAnswer<T> {
  content: T[];
  totalElements: number;
}

export const listAnswerSchema = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), totalElements: z.number().int().nonnegative() });

export const parseSort = (sort: string | undefined): { field: string; direction: 'asc' | 'desc' } | null => {
  if (!sort) return null;
  const [field = '', direction = 'asc'] = sort.split(',');
  return { field, direction: direction.toLowerCase() === 'desc' ? 'desc' : 'asc' };
};
