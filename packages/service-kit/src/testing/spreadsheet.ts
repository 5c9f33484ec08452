import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** RFC 4180 CSV into rows of cells (quoted fields with separators, quotes and line breaks). */
export function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

/**
 * One LibreOffice profile per test process: a fresh profile costs a first start's set-up on every
 * conversion, which under a loaded CI run made one test of six conversions pass its time limit.
 * A profile takes one LibreOffice at a time, so the conversions of a process queue.
 */
let profile: string | undefined;
let queue: Promise<unknown> = Promise.resolve();
const profileDir = async () => {
  if (profile) return profile;
  const dir = await mkdtemp(join(tmpdir(), 'libreoffice-profile-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return (profile = dir);
};

/**
 * Opens a downloaded xlsx in LibreOffice (Debian's libreoffice-calc, headless conversion of one
 * sheet, the first unless told, to UTF-8 CSV) and answers its cells row by row: the file is one an
 * office suite reads.
 */
export function openInLibreOffice(bytes: Buffer, sheet = 1): Promise<string[][]> {
  const converted = queue.then(() => convert(bytes, sheet));
  queue = converted.catch(() => undefined);
  return converted;
}

async function convert(bytes: Buffer, sheet: number): Promise<string[][]> {
  const installation = await profileDir();
  const dir = await mkdtemp(join(tmpdir(), 'libreoffice-'));
  try {
    await writeFile(join(dir, 'file.xlsx'), bytes);
    // the filter's tokens: comma, double quote, UTF-8, ..., cells as shown, ..., the sheet's number
    await run(
      'libreoffice',
      [
        `-env:UserInstallation=file://${installation}`,
        '--headless',
        '--convert-to',
        `csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,${sheet}`,
        '--outdir',
        join(dir, 'out'),
        join(dir, 'file.xlsx'),
      ],
      { timeout: 120_000 },
    );
    // one file, named after the sheet (file-<sheet name>.csv)
    const [csv] = await readdir(join(dir, 'out'));
    if (!csv) throw new Error(`LibreOffice wrote no sheet ${sheet}`);
    return parseCsv(await readFile(join(dir, 'out', csv), 'utf8'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The cells of the column headed `header` below the header row (undefined when there is none). */
export const columnOf = (rows: string[][], header: string): string[] | undefined => {
  const index = rows[0]?.indexOf(header) ?? -1;
  return index < 0 ? undefined : rows.slice(1).map((row) => row[index] ?? '');
};
