import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { createOpenMatch, type OpenMatch } from './cartData';
import { startPortal, type Portal } from './portal';
import { callApi, day, login, loginInBrowser } from './session';

/** A name longer than a phone's line: it must break inside itself, not push the fee out. */
const LONG_FIRST = 'Maximiliane-Konstanze';
const LONG_LAST = 'Oberhuber-Schwarzenberger-Hohenstein';

/**
 * Tables on a phone and a wide screen in Chromium through the gateway (docs/web-usability.md):
 * My competitions names who is signed up, shows no red "not paid" on a waiting-list place or a
 * cancelled entry; on a phone every value carries its column's label and nothing runs off the
 * right edge (My competitions, the squads of a competition, the cart with a long name); cells
 * wrap between words, never inside "Training".
 */
describe('tables on a phone and a wide screen', () => {
  let portal: Portal;
  let shooter: string;
  let admin: string;
  let open: OpenMatch;
  let waiting: OpenMatch;
  let cancelled: OpenMatch;
  const ids = { open: 0, waiting: 0, cancelled: 0 };

  /** prepareOrder + reserveOrder through the gateway with the given names; answers the item id. */
  const reserve = async (match: OpenMatch, token: string, firstName: string, lastName: string) => {
    const prepared = await callApi<{ orderItems: { id: number; token: string }[] }>(
      portal.url,
      'publicResources/prepareOrder',
      token,
      {
        method: 'POST',
        body: {
          status: 'PREPARE',
          orderItems: [{ competitionId: match.competitionId, squadId: match.squadId }],
        },
      },
    );
    const item = prepared.orderItems[0]!;
    const { ipsc } = match;
    await callApi(portal.url, 'publicResources/reserveOrder', token, {
      method: 'POST',
      body: {
        token: item.token,
        order: {
          firstName,
          lastName,
          email: 'tabellen@example.at',
          agbs: true,
          orderItems: [
            { divisionId: ipsc.divisionId, competitionClassId: ipsc.classId, factorId: ipsc.factorId },
          ],
        },
      },
    });
    return item.id;
  };

  beforeAll(async () => {
    portal = await startPortal();
    admin = await login(portal.url, 'admin', 'Admin123!');
    shooter = await login(portal.url, 'shooter', 'Shooter123!');
    const other = await login(portal.url, 'shooter2', 'Shooter123!');
    const create = (name: string, extra: Record<string, unknown> = {}) =>
      createOpenMatch(portal.url, portal.infra.databaseUrl, admin, name, extra);
    open = await create('Tabellen-Cup');
    // one place and a waiting list: shooter2 takes the place, the shooter waits
    waiting = await create('Warte-Cup', {
      squads: [
        {
          name: 'Training',
          information: 'Abend',
          squadSize: 1,
          maxWaitingListSize: 3,
          startDate: day(40),
          startTime: '18:00',
          endTime: '20:00',
        },
      ],
    });
    cancelled = await create('Storno-Cup');
    ids.open = await reserve(open, shooter, LONG_FIRST, LONG_LAST);
    await reserve(waiting, other, 'Olga', 'Other');
    ids.waiting = await reserve(waiting, shooter, 'Wanda', 'Wartend');
    ids.cancelled = await reserve(cancelled, shooter, 'Stefan', 'Storno');
    await callApi(portal.url, `shooterOrderItems/${ids.cancelled}/cancel`, shooter, { method: 'PUT' });
  }, 240_000);
  afterAll(async () => {
    await portal?.stop();
  });

  /** No part of the box is hidden to the right (a sideways-scrolling table is cut off on a phone). */
  const fitsSideways = (box: Locator) =>
    box.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
  /** The label a stacked phone cell shows in front of its value (cellLabels.ts). */
  const shownLabel = (cell: Locator) =>
    cell.evaluate(
      (element) => element.ownerDocument.defaultView!.getComputedStyle(element, '::before').content,
    );

  it.each([
    ['de', { width: 390, height: 844 }, 'Datum', 'Freie Plätze'],
    ['en', { width: 1366, height: 900 }, 'Date', 'Free places'],
  ] as const)(
    'My competitions, the squads and the cart (%s, %o)',
    async (locale, viewport, dateLabel, placesLabel) => {
      const phone = viewport.width < 600;
      const browser = await openBrowser(viewport);
      try {
        const page: Page = await browser.context.newPage();
        await page.goto(`${portal.url}/#/dashboard`);
        await page.evaluate(`localStorage.setItem('locale', '${locale}')`);
        await loginInBrowser(page, portal.url, 'shooter', 'Shooter123!');

        await page.goto(`${portal.url}/#/myCompetitions`);
        const row = (id: number) => page.getByTestId(`booked-row-${id}`);
        await row(ids.open).waitFor();
        await row(ids.cancelled).waitFor();
        // who is signed up is named in the row
        expect(await page.getByTestId(`booked-registrant-${ids.open}`).textContent()).toBe(
          `${LONG_FIRST} ${LONG_LAST}`,
        );
        // owed: red "not paid"; a waiting-list place and a cancelled entry owe nothing
        expect(await row(ids.open).getByTestId('booked-state-unpaid').count()).toBe(1);
        expect(await row(ids.waiting).getByTestId('booked-state-waitingList').count()).toBe(1);
        expect(await row(ids.waiting).getByTestId('booked-state-unpaid').count()).toBe(0);
        expect(await row(ids.cancelled).getByTestId('booked-state-cancelled').count()).toBe(1);
        expect(await row(ids.cancelled).getByTestId('booked-state-unpaid').count()).toBe(0);
        // the squad "Training" wraps between words only
        const squadCell = row(ids.waiting).locator('td').nth(5);
        expect(await squadCell.textContent()).toBe('Training');
        expect(
          await squadCell.evaluate(
            (cell) => cell.ownerDocument.defaultView!.getComputedStyle(cell).overflowWrap,
          ),
        ).not.toBe('anywhere');
        // the word is laid out on one line (its text's boxes share one top)
        const lines = await squadCell.evaluate((cell) => {
          const range = cell.ownerDocument.createRange();
          range.selectNodeContents(cell);
          const boxes = Array.from(range.getClientRects()) as { top: number }[];
          return new Set(boxes.map((box) => Math.round(box.top))).size;
        });
        expect(lines).toBe(1);
        const table = page.getByTestId('booked-table');
        const firstCell = row(ids.open).locator('td').first();
        expect(await firstCell.getAttribute('data-label')).toBe(dateLabel);
        if (phone) {
          expect(await shownLabel(firstCell)).toBe(`"${dateLabel}: "`);
          // the heading line is hidden for the eye (screen readers keep it)
          expect((await table.locator('thead').boundingBox())!.height).toBeLessThanOrEqual(1);
        } else {
          expect(await shownLabel(firstCell)).toBe('none');
          expect((await table.locator('thead').boundingBox())!.height).toBeGreaterThan(10);
        }
        expect(await fitsSideways(page.locator('[role="region"]').filter({ has: table }))).toBe(true);

        // the squads of a competition: labelled and within the screen on a phone
        await page.goto(`${portal.url}/#/competitionDetails/${await publicLink(waiting.competitionId)}`);
        const squads = page.getByTestId('competition-squads-table');
        await squads.waitFor();
        const placesCell = squads.locator('tbody tr').first().locator('td').nth(2);
        expect(await placesCell.getAttribute('data-label')).toBe(placesLabel);
        if (phone) expect(await shownLabel(placesCell)).toBe(`"${placesLabel}: "`);
        expect(await fitsSideways(page.locator('[role="region"]').filter({ has: squads }))).toBe(true);

        // the cart: a long name leaves the fee and the remove button in view
        await page.goto(`${portal.url}/#/cart`);
        await page.reload();
        const cartRow = page.getByTestId('cart-row').filter({ hasText: LONG_LAST });
        await cartRow.waitFor();
        for (const part of [cartRow.getByTestId('cart-fee'), cartRow.getByTestId('cart-remove')]) {
          const box = (await part.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        }
        expect(await fitsSideways(page.locator('[role="region"]').filter({ has: cartRow }))).toBe(true);
      } finally {
        await browser.close();
      }
    },
  );

  const publicLink = async (competitionId: number) =>
    (await callApi<{ publicLink: string }>(portal.url, `competitions/${competitionId}`, admin)).publicLink;
});
