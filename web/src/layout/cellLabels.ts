import { useLayoutEffect, type RefObject } from 'react';

/**
 * Copies each column's heading onto its cells as `data-label`, which a stacked phone row shows in
 * front of the value (stackedRows.ts): without it the values of a row run together and nobody can
 * tell the date from the start time (docs/web-usability.md). Rows of another shape (a colSpan
 * heading row, the empty row) are left alone.
 */
export const labelCells = (table: HTMLTableElement): void => {
  const heads = Array.from(table.tHead?.rows[0]?.cells ?? []).map((cell) =>
    (cell.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
  for (const body of Array.from(table.tBodies)) {
    for (const row of Array.from(body.rows)) {
      if (row.cells.length !== heads.length) continue;
      Array.from(row.cells).forEach((cell, index) => {
        const label = heads[index];
        if (label) cell.setAttribute('data-label', label);
        else cell.removeAttribute('data-label');
      });
    }
  }
};

/** Keeps the labels in step with the rows (pages, filters, sorting replace them). */
export const useCellLabels = (table: RefObject<HTMLTableElement | null>): void => {
  useLayoutEffect(() => {
    const element = table.current;
    if (!element) return undefined;
    labelCells(element);
    const observer = new MutationObserver(() => labelCells(element));
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [table]);
};
