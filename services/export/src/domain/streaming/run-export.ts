import type { Writable } from 'node:stream';
import type { Pool } from 'pg';
import { forEachBatch } from './cursor';
import type { ExportPlan } from './plan';
import { sheetWriter } from './writers';

/**
 * Streams an export to `out`: each sheet's rows come from a cursor and go straight to the
 * writer. `onRows` is told the running total after every batch (job progress).
 */
export async function runExport(
  pool: Pool,
  plan: ExportPlan,
  out: Writable,
  onRows?: (written: number) => Promise<void> | void,
): Promise<number> {
  const writer = sheetWriter(plan.format, out);
  let written = 0;
  for (const sheet of plan.sheets) {
    await writer.startSheet(sheet.name, sheet.columns);
    const labels = sheet.columns.map((c) => c.label);
    const labelled = labels.some(Boolean)
      ? (rows: unknown[][]) => rows.map((row) => row.map((v, i) => (labels[i] ? labels[i](v) : v)))
      : (rows: unknown[][]) => rows;
    await forEachBatch(pool, sheet.rows, async (rows) => {
      await writer.writeRows(labelled(rows));
      written += rows.length;
      await onRows?.(written);
    });
  }
  await writer.finish();
  return written;
}
