import { fromViennaWallClock, MAX_ID, toInstant } from '@portal/contracts';
import { z } from 'zod';

/** Query values arrive as text: `true`/`false`. */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * An instant or a day (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm[:ss]`, with or without offset), years
 * 1900..2200. A day is its Vienna midnight and a time without offset Vienna time (docs/time-zone.md).
 */
export const queryInstant = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/)
  .transform((v, ctx) => {
    const text = v.replace(' ', 'T');
    const date = text.length === 10 ? fromViennaWallClock(text, '00:00') : toInstant(text);
    const year = Number(text.slice(0, 4));
    if (!date || year < 1900 || year > 2200) {
      ctx.addIssue({ code: 'custom', message: 'FIELD_INVALID' });
      return z.NEVER;
    }
    return date;
  });

const listOf = (v: unknown) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v);

/** A multi-select filter as `a,b` or a repeated parameter (`state=W&state=N`), at most 100 values. */
export const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess(listOf, z.array(item).max(100, 'FIELD_INVALID'));

/** Ids as `1,2,3` or a repeated parameter (`clubs=1&clubs=2`), at most 1000. */
export const queryIds = z.preprocess(
  listOf,
  z
    .array(
      z.coerce
        .number({ error: 'FIELD_INVALID' })
        .int({ error: 'FIELD_INVALID' })
        .min(1, 'FIELD_INVALID')
        .max(MAX_ID, 'FIELD_INVALID'),
    )
    .max(1000, 'FIELD_INVALID'),
);

/** from must not come after to: FIELD_INVALID on `to`. */
export function rangeInOrder<T extends { from?: Date; to?: Date }>(q: T, ctx: z.RefinementCtx): void {
  if (q.from && q.to && q.from > q.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'FIELD_INVALID' });
}
