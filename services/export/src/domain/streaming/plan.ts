import { viennaClock, viennaDay } from '@portal/contracts';
import type { SQL } from 'drizzle-orm';

/**
 * One column of an export: its header cell, for xlsx its width in characters, and the text an
 * internal code is shown as (applied before the formula guard, which still sees every cell).
 */
export interface ExportColumn {
  header: string;
  width?: number;
  label?: (value: unknown) => unknown;
}

/** One sheet: columns and the query whose rows (arrays, in column order) fill it. */
export interface ExportSheet {
  name: string;
  columns: ExportColumn[];
  rows: SQL;
}

export type ExportFormat = 'xlsx' | 'csv' | 'csv-semicolon';

/**
 * What one export writes: a file name base (the date and time are added), a format and its
 * sheets (a CSV has exactly one). `count` answers the number of rows it will write (progress,
 * and the choice between a streamed answer and a background job).
 */
export interface ExportPlan {
  fileBase: string;
  format: ExportFormat;
  sheets: ExportSheet[];
  count: SQL;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  'csv-semicolon': 'text/csv; charset=utf-8',
};

/** `teilnehmerliste_2026-11-24_05-12.xlsx`: the base, the date and time in Vienna, the extension. */
export function exportFileName(plan: Pick<ExportPlan, 'fileBase' | 'format'>, at = new Date()): string {
  const stamp = `${viennaDay(at)}_${viennaClock(at).replaceAll(':', '-')}`;
  return `${plan.fileBase}_${stamp}.${plan.format === 'xlsx' ? 'xlsx' : 'csv'}`;
}
