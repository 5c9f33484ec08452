import fs from 'node:fs';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenMatch, type OpenMatch } from './cartData';
import { openBrowser } from './browser';
import { startPortal, type Portal } from './portal';
import { login, openPage } from './session';
import { columnOf, openInLibreOffice, waitFor } from '@portal/service-kit/testing';

const MATCH = 'Exportcup Langlauf';
/** registrations of the match: more than the portal's direct-answer limit below */
const ROWS = 12_000;
const FIRST_ITEM = 7_000_000;
/** this portal's export service answers at most this many rows directly, a bigger export runs as a job */
const SYNC_MAX_ROWS = '1000';

interface JobRow {
  id: string;
  state: string;
  progress: number;
  rows: number;
  total_rows: number | null;
  file_name: string;
}

/**
 * The long-export path in the browser (issue 14 item 4): the admin's "all registrations" export is
 * bigger than the service's EXPORT_SYNC_MAX_ROWS, so the service answers 202 and runs it as a
 * BullMQ job; the exports page shows the job's progress and saves the file when it is ready.
 *
 * To see progress between 0 and 100 however fast the machine is, the test holds a SHARE lock on
 * the table the job stores its file in: the job writes rows and reports its progress until it
 * must store a chunk of the file, then waits for the lock (the real service, held by the database).
 */
describe('a long export in the browser', () => {
  let portal: Portal;
  let match: OpenMatch;
  let pool: pg.Pool;
  let squadName: string;
  const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];

  const open = async (username: string, password: string): Promise<Page> => {
    const { browser, page } = await openPage(portal.url, username, password);
    browsers.push(browser);
    return page;
  };
  const jobRow = async (id: string) =>
    (await pool.query<JobRow>('SELECT * FROM export.export_jobs WHERE id = $1', [id])).rows[0]!;

  beforeAll(async () => {
    // the stack's processes take the test process's environment: only this portal has the low limit
    const before = process.env.EXPORT_SYNC_MAX_ROWS;
    process.env.EXPORT_SYNC_MAX_ROWS = SYNC_MAX_ROWS;
    try {
      portal = await startPortal();
    } finally {
      if (before === undefined) delete process.env.EXPORT_SYNC_MAX_ROWS;
      else process.env.EXPORT_SYNC_MAX_ROWS = before;
    }
    pool = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 3 });
    const adminToken = await login(portal.url, 'admin', 'Admin123!');
    match = await createOpenMatch(portal.url, portal.infra.databaseUrl, adminToken, MATCH);
    // the export service learns the match and its squad from catalog's events
    squadName = await waitFor(
      async () =>
        (await pool.query<{ name: string }>('SELECT name FROM export.squads WHERE id = $1', [match.squadId]))
          .rows[0]?.name,
      30_000,
      200,
    );
    // thousands of sign-ups through the checkout would take many minutes: the registrations go
    // straight into the export's read model (registration's events fill it in exports-browser.test.ts)
    await pool.query(
      `INSERT INTO export.registrations (item_id, version, order_id, order_status, payment_method,
         competition_id, squad_id, waiting_list, first_name, last_name, email, cancelled, paid, paid2,
         released, created_at)
       SELECT $1::int + i, 1, $1::int + i, 'RESERVED', 'PAY_ON_SITE', $2, $3, false, 'Vorname ' || i,
         'Nachname ' || i, 'n' || i || '@example.org', false, false, false, false, now()
       FROM generate_series(0, $4::int - 1) i`,
      [FIRST_ITEM, match.competitionId, match.squadId, ROWS],
    );
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await pool?.end();
    await portal?.stop();
  });

  it('when an admin exports all registrations then the page shows the job’s progress and offers the xlsx when it is ready', async () => {
    const page = await open('admin', 'Admin123!');
    await page.goto(`${portal.url}/#/exports`);
    await page.getByTestId('exports-page').waitFor();
    await page.getByTestId('exports-type').click();
    await page.getByTestId('exports-type-option-allCompetitors').click();

    const held = await pool.connect();
    let locked = false;
    const release = async () => {
      if (!locked) return;
      locked = false;
      await held.query('COMMIT');
    };
    try {
      await held.query('BEGIN');
      await held.query('LOCK TABLE export.export_job_chunks IN SHARE MODE');
      locked = true;

      const answered = page.waitForResponse((r) => r.url().includes('/api/exports/allCompetitors'));
      const downloading = page.waitForEvent('download', { timeout: 120_000 });
      await page.getByTestId('exports-download').click();
      const answer = await answered;
      // the service chose the job path: 202 with the job's status, not the file
      expect(answer.status()).toBe(202);
      const started = (await answer.json()) as { id: string; totalRows: number; fileName: string };
      expect(started.totalRows).toBeGreaterThan(ROWS);
      await page.getByTestId('exports-download-spinner').waitFor();
      expect(await page.getByTestId('exports-download').isDisabled()).toBe(true);

      // the job runs until it must store a chunk of its file, then waits for the lock
      await waitFor(
        async () =>
          (
            await pool.query(
              `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
                 AND query LIKE 'INSERT INTO export.export_job_chunks%'`,
            )
          ).rows.length > 0,
        60_000,
        200,
      );
      const job = await jobRow(started.id);
      expect(job.state).toBe('active');
      expect(job.progress).toBeGreaterThan(0);
      expect(job.progress).toBeLessThan(100);
      // the page shows that progress (bar and percent) after its next poll, the button still busy
      const progress = page.getByTestId('exports-download-progress');
      await expect
        .poll(() => progress.getByRole('progressbar').getAttribute('aria-valuenow'))
        .toBe(String(job.progress));
      expect(await progress.innerText()).toContain(`${job.progress} %`);
      expect(await page.getByTestId('exports-download').isDisabled()).toBe(true);

      await release();
      const download = await downloading;
      expect(await jobRow(started.id)).toMatchObject({
        state: 'completed',
        progress: 100,
        rows: started.totalRows,
      });
      expect(download.suggestedFilename()).toBe(started.fileName);
      expect(download.suggestedFilename()).toMatch(
        /^alle-teilnehmer_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx$/,
      );
      // the page is done: no spinner, no bar, the button enabled for the next export
      await page.getByTestId('exports-download-spinner').waitFor({ state: 'detached' });
      expect(await progress.count()).toBe(0);
      expect(await page.getByTestId('exports-download').isEnabled()).toBe(true);

      // the file: every registration once, the match's in item order, readable by LibreOffice
      const cells = await openInLibreOffice(fs.readFileSync((await download.path())!));
      expect(cells.length - 1).toBe(started.totalRows);
      const header = cells[0]!;
      const competitions = columnOf(cells, 'Bewerb')!;
      const ofMatch = cells.slice(1).filter((_, i) => competitions[i] === MATCH);
      const cell = (row: string[], name: string) => row[header.indexOf(name)];
      expect(ofMatch.map((row) => cell(row, 'Anmeldenummer'))).toEqual(
        Array.from({ length: ROWS }, (_, i) => String(FIRST_ITEM + i)),
      );
      expect([cell(ofMatch[0]!, 'Vorname'), cell(ofMatch[0]!, 'Nachname')]).toEqual([
        'Vorname 0',
        'Nachname 0',
      ]);
      expect(cell(ofMatch.at(-1)!, 'E-Mail')).toBe(`n${ROWS - 1}@example.org`);
      expect(new Set(ofMatch.map((row) => cell(row, 'Squad')))).toEqual(new Set([squadName]));
    } finally {
      await release().catch(() => undefined);
      held.release();
    }
  });
});
