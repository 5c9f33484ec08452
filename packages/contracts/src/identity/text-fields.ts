import { z } from 'zod';

/** Text parts of identity's bodies; not exported from the package (internal to `identity/`). */
export const text = (max = 255) => z.string().trim().max(max, 'FIELD_MAXLENGTH_255');
export const requiredText = () => text().min(1, 'FIELD_IS_REQUIRED');
export const optionalText = () => text().nullish();
export const checked = z.literal(true, { error: 'FIELD_IS_REQUIRED' });
/** A state code: checked against the country's list for at and de, bounded for every other. */
export const stateSchema = z.string().max(255, 'FIELD_MAXLENGTH_255').nullish();
