import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutralisedCell, startsLikeFormula } from './formula-guard';
import type { ExportColumn, ExportFormat } from './plan';

/** Writes sheets of rows to a byte stream, waiting when the stream asks it to (back-pressure). */
export interface SheetWriter {
  startSheet(name: string, columns: ExportColumn[]): Promise<void>;
  writeRows(rows: unknown[][]): Promise<void>;
  finish(): Promise<void>;
}

/**
 * Waits until `stream` drained; fails when the receiver `out` goes away meanwhile (a download
 * cancelled by the browser), so the export stops and gives its database connection back instead
 * of waiting for a drain that never comes.
 */
function drainOf(stream: Writable, out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('the receiver of the export went away'));
  if (!stream.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      stream.off('drain', done);
      out.off('close', gone);
      resolve();
    };
    const gone = () => {
      stream.off('drain', done);
      out.off('close', gone);
      reject(new Error('the receiver of the export went away'));
    };
    stream.on('drain', done);
    out.on('close', gone);
  });
}

const drained = (out: Writable) => drainOf(out, out);

const cellText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * RFC 4180 quoting: a field with the separator, a quote or a line break is quoted; so is text
 * that starts like a formula, after {@link neutralisedCell} gave it its leading quote (OWASP).
 */
function csvField(value: unknown, separator: string): string {
  const formula = startsLikeFormula(value);
  const text = cellText(neutralisedCell(value));
  return formula || text.includes(separator) || /["\r\n]/.test(text)
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

class CsvWriter implements SheetWriter {
  private started = false;
  constructor(
    private readonly out: Writable,
    private readonly separator: string,
    /** a byte order mark tells Excel the file is UTF-8 (the semicolon CSV is opened there) */
    private readonly bom: boolean,
  ) {}

  private line(values: unknown[]): string {
    return values.map((v) => csvField(v, this.separator)).join(this.separator) + '\r\n';
  }

  async startSheet(_name: string, columns: ExportColumn[]): Promise<void> {
    if (this.started) throw new Error('a CSV has one sheet');
    this.started = true;
    this.out.write((this.bom ? '\uFEFF' : '') + this.line(columns.map((c) => c.header)));
    await drained(this.out);
  }

  async writeRows(rows: unknown[][]): Promise<void> {
    this.out.write(rows.map((r) => this.line(r)).join(''));
    await drained(this.out);
  }

  async finish(): Promise<void> {
    this.out.end();
    await finished(this.out);
  }
}

/**
 * exceljs's streaming workbook writer: each row is committed (written to the zip stream and
 * dropped) at once, shared strings and styles are off, so memory does not grow with the rows.
 */
class XlsxWriter implements SheetWriter {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private sheet: ExcelJS.Worksheet | null = null;

  constructor(private readonly out: Writable) {
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    });
  }

  async startSheet(name: string, columns: ExportColumn[]): Promise<void> {
    if (this.sheet) this.sheet.commit();
    this.sheet = this.workbook.addWorksheet(name);
    this.sheet.columns = columns.map((c) => ({ header: neutralisedCell(c.header), width: c.width ?? 18 }));
    await drained(this.out);
  }

  async writeRows(rows: unknown[][]): Promise<void> {
    // exceljs stores text as a string cell, never as a formula; the quote keeps it text when an
    // admin edits the cell or saves the sheet as CSV
    for (const row of rows)
      this.sheet!.addRow(row.map((v) => (v === null ? undefined : neutralisedCell(v)))).commit();
    await this.compressed();
    await drained(this.out);
  }

  /**
   * exceljs hands a sheet's XML to the zip's compressor without looking at its answer, so rows
   * would pile up in the compressor's buffer while it runs behind: wait for it to drain, as a
   * pipe would. (The sheet stream's first pipe is that compressor; without one there is nothing
   * to wait for.)
   */
  private async compressed(): Promise<void> {
    const stream = (this.sheet as unknown as { stream?: { pipes?: Writable[] } } | null)?.stream;
    const compressor = stream?.pipes?.[0];
    if (compressor) await drainOf(compressor, this.out);
  }

  async finish(): Promise<void> {
    this.sheet?.commit();
    await this.workbook.commit();
    await finished(this.out);
  }
}

export function sheetWriter(format: ExportFormat, out: Writable): SheetWriter {
  if (format === 'xlsx') return new XlsxWriter(out);
  return format === 'csv' ? new CsvWriter(out, ',', false) : new CsvWriter(out, ';', true);
}
