import { sql, type SQL } from 'drizzle-orm';
import type { ExportPlan, ExportSheet } from '../streaming/plan';

/** An xlsx export of one sheet; `count` answers how many rows the sheet's query writes. */
export const xlsxPlan = (fileBase: string, sheet: ExportSheet, count: SQL): ExportPlan => ({
  fileBase,
  format: 'xlsx',
  sheets: [sheet],
  count,
});

/** The filter's condition when the query asks for it, otherwise no filter (`true`). */
export const optionalFilter = <T>(value: T | undefined, condition: (value: T) => SQL): SQL =>
  value === undefined ? sql`true` : condition(value);
