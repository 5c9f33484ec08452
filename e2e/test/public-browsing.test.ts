import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { ipscHandgun, matchBody } from './competitionData';
import { startPortal, type Portal } from './portal';
import { callApi, day, login, loginInBrowser } from './session';

interface Named {
  id: number;
  name: string;
}
interface PublicCompetition {
  id: number;
  name: string;
  publicLink: string;
  clubName: string;
  favourite: boolean;
}
interface ListAnswer<T> {
  content: T[];
  totalElements: number;
}

/** How many created competitions make paging matter (default page 50, then 25). */
const PAGING_COUNT = 60;
/** The advert check needs exactly this many entries on one page. */
const ADVERT_COUNT = 30;
const GRAZ = 'IPSC Club Graz';
const NUREMBERG = 'Schützenverein Nürnberg-Süd';

describe('public browsing in the browser against the real catalog', () => {
  let portal: Portal;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let adminToken: string;
  let shooterToken: string;
  let graz: Named;
  let nuremberg: Named;
  let levelOne: Named;
  let levelThree: Named;

  const api = <T>(path: string, token: string | null, init: { method?: string; body?: unknown } = {}) =>
    callApi<T>(portal.url, path, token, init);
  /** The guest's view of the upcoming list with a filter, as the page asks for it. */
  const guestList = (filter: object, size = 500) =>
    api<ListAnswer<PublicCompetition>>(
      `publicResources/competitions?${new URLSearchParams({
        filter: JSON.stringify({ ...filter, archive: false }),
        page: '0',
        size: String(size),
        sort: 'competitionDate,asc',
      }).toString()}`,
      null,
    );

  /** Bodies of open IPSC Handgun matches with one squad, created by the admin. */
  const createCompetitions = async (
    club: Named,
    level: Named,
    prefix: string,
    count: number,
    firstDay: number,
  ) => {
    const ipsc = await ipscHandgun(portal.url, adminToken);
    const body = (index: number) =>
      matchBody(
        ipsc,
        { date: day(firstDay + index), registrationStart: day(0), registrationEnd: day(firstDay - 2) },
        {
          club: { id: club.id },
          name: `${prefix} ${String(index + 1).padStart(2, '0')}`,
          level: { id: level.id },
          information: `<p>${prefix} Nummer ${index + 1}</p>`,
          contact: {
            firstName: 'Eva',
            lastName: 'Testerin',
            email: 'eva@example.at',
            telephone: '+43 1 234',
          },
          address: 'Teststraße 1',
          zip: '8051',
          city: 'Graz',
          country: 'at',
          state: 'ST',
          googleMapsLink: 'https://maps.example.at/test',
        },
      );
    for (let start = 0; start < count; start += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, count - start) }, (_, offset) =>
          api('competitions', adminToken, { method: 'POST', body: body(start + offset) }),
        ),
      );
    }
  };

  /** Chooses options of one of the list's multi-select filters and closes its menu. */
  const chooseFilter = async (filter: string, values: (number | string)[]) => {
    await page.getByTestId(`competition-filter-${filter}`).click();
    for (const value of values)
      await page.getByTestId(`competition-filter-${filter}-option-${value}`).click();
    await page.keyboard.press('Escape');
  };
  const competitionRows = () =>
    page.locator('[data-testid="competition-table"] tbody tr[data-kind="competition"]');
  const range = () => page.getByTestId('competition-pagination-range').textContent();
  const waitForRange = async (text: string) => expect.poll(range, { timeout: 10_000 }).toBe(text);

  beforeAll(async () => {
    portal = await startPortal();
    adminToken = await login(portal.url, 'admin', 'Admin123!');
    shooterToken = await login(portal.url, 'shooter', 'Shooter123!');
    const clubs = await api<ListAnswer<Named>>('publicResources/clubs?size=1000&sort=name,asc', null);
    graz = clubs.content.find((club) => club.name === GRAZ)!;
    nuremberg = clubs.content.find((club) => club.name === NUREMBERG)!;
    const levels = await api<ListAnswer<Named>>('publicResources/levels?size=200', null);
    levelOne = levels.content.find((level) => level.name === 'Level I')!;
    levelThree = levels.content.find((level) => level.name === 'Level III')!;
    await createCompetitions(graz, levelOne, 'Paging-Cup', PAGING_COUNT, 30);
    browser = await openBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('when a guest filters by club and level then only those competitions are listed, page by page, and a reload keeps the filters', async () => {
    const expected = await guestList({ club: [graz.id], level: [levelOne.id] });
    // the created ones and the demo's Grazer Stadtmeisterschaft (Level I); nothing of other clubs or levels
    expect(expected.totalElements).toBe(PAGING_COUNT + 1);
    expect(expected.content.every((competition) => competition.clubName === GRAZ)).toBe(true);
    const all = await guestList({});
    expect(all.totalElements).toBeGreaterThan(expected.totalElements);

    await page.goto(`${portal.url}/#/dashboard`);
    await page.getByTestId('menu-competitionList').click();
    await page.getByTestId('page-competition-list').waitFor();
    // guests see the list and cannot switch to cards
    expect(await page.getByTestId('competition-view').getAttribute('data-view')).toBe('list');
    expect(await page.getByTestId('competition-view-cards').isDisabled()).toBe(true);
    await waitForRange(`1–50 von ${all.totalElements}`);
    expect(await page.getByTestId('competition-filters-active').count()).toBe(0);

    await chooseFilter('club', [graz.id]);
    await chooseFilter('level', [levelOne.id]);
    await page.getByTestId('competition-filters-active').waitFor();
    await waitForRange(`1–50 von ${PAGING_COUNT + 1}`);
    expect(await competitionRows().count()).toBe(50);
    // rows come by date: the demo's match (in 18 days) before the created ones (from 30 days)
    const ids = await competitionRows().evaluateAll((rows) =>
      rows.map((row) => Number(row.getAttribute('data-testid')!.replace('competition-row-', ''))),
    );
    expect(ids).toEqual(expected.content.slice(0, 50).map((competition) => competition.id));
    await page.getByTestId(`competition-places-text-${expected.content[1]!.id}`).waitFor();
    expect(await page.getByTestId(`competition-places-text-${expected.content[1]!.id}`).textContent()).toBe(
      '10 / 10',
    );

    // second page of 50
    await page.getByTestId('competition-pagination-next').click();
    await waitForRange(`51–61 von ${PAGING_COUNT + 1}`);
    await expect.poll(() => competitionRows().count()).toBe(11);
    expect(await page.getByTestId('competition-pagination-next').isDisabled()).toBe(true);

    // 25 per page starts again at the first page
    await page.getByTestId('competition-pagination-size').click();
    await page.getByTestId('competition-pagination-size-25').click();
    await waitForRange(`1–25 von ${PAGING_COUNT + 1}`);
    await expect.poll(() => competitionRows().count()).toBe(25);
    await page.getByTestId('competition-pagination-next').click();
    await waitForRange(`26–50 von ${PAGING_COUNT + 1}`);
    await page.getByTestId(`competition-row-${expected.content[25]!.id}`).waitFor();

    // the filters are kept in the browser and come back after a reload
    const stored = (await page.evaluate('window.localStorage.getItem("competitionListFilters")')) as
      string | null;
    expect(JSON.parse(stored!)).toEqual({ club: [graz.id], type: [], level: [levelOne.id], province: [] });
    await page.reload();
    await page.getByTestId('page-competition-list').waitFor();
    await page.getByTestId('competition-filters-active').waitFor();
    await waitForRange(`1–50 von ${PAGING_COUNT + 1}`);
    // the filters' names come with their option lists, which may answer after the list
    await expect.poll(() => page.getByTestId('competition-filter-club').textContent()).toContain(GRAZ);
    await expect.poll(() => page.getByTestId('competition-filter-level').textContent()).toContain('Level I');
    await page.getByTestId('competition-filter-club').click();
    expect(
      await page.getByTestId(`competition-filter-club-option-${graz.id}`).getAttribute('aria-checked'),
    ).toBe('true');
    await page.keyboard.press('Escape');
  });

  it('when the guest opens a competition then its page shows details and squads, and leads to the club page', async () => {
    const [first] = (await guestList({ club: [graz.id], level: [levelOne.id] }, 1)).content;
    expect(first!.name).toBe('Grazer Stadtmeisterschaft');
    await page.getByTestId(`competition-details-${first!.id}`).click();
    await page.getByTestId('page-competition').waitFor();
    expect(page.url()).toContain(`#/competitionDetails/${first!.publicLink}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Grazer Stadtmeisterschaft');
    expect(await page.getByTestId('detail-fee').textContent()).toContain('35,00');
    expect(await page.getByTestId('detail-level').textContent()).toContain('Level I');
    expect(await page.getByTestId('detail-stages').textContent()).toContain('6');
    // the demo squad: 2 places with two stands and a waiting list of 2
    await page.getByTestId('competition-squads').waitFor();
    expect(await page.locator('[data-testid^="squad-row-"]').count()).toBe(1);
    expect(await page.locator('[data-testid^="squad-stand-"]').allTextContents()).toEqual([
      'Stand links',
      'Stand rechts',
    ]);
    // guests have no favourite star
    expect(await page.getByTestId(`competition-favourite-${first!.id}`).count()).toBe(0);

    await page.getByTestId('competition-club-link').click();
    await page.getByTestId('page-club').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(GRAZ);
    expect(await page.getByTestId('club-match-address').textContent()).toContain('Thalstraße 40');
    expect(await page.getByTestId('club-website').getAttribute('href')).toBe('https://www.ipsc-graz.at');
    await page.getByTestId(`club-competition-${first!.id}`).waitFor();
    // the club has nothing in the archive
    await page.getByTestId('club-archive-toggle').click();
    await page.getByTestId('club-competitions-empty').waitFor();
    expect(await page.getByTestId('club-competitions-empty').textContent()).toBe(
      'Für diesen Verein sind keine Bewerbe vorhanden.',
    );
  });

  it('when the guest searches the club list then the club opens from it, and a missing competition leads back to the list', async () => {
    await page.getByTestId('menu-clubList').click();
    await page.getByTestId('page-club-list').waitFor();
    await page.getByTestId(`club-row-${nuremberg.id}`).waitFor();
    await page.getByTestId('club-list-search').fill('graz');
    await page.getByTestId(`club-row-${nuremberg.id}`).waitFor({ state: 'detached' });
    await page.getByTestId(`club-link-${graz.id}`).click();
    await page.getByTestId('page-club').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(GRAZ);

    await page.goto(`${portal.url}/#/competitionDetails/gibtesnicht`);
    await page.getByTestId('page-competition-list').waitFor();
    expect(page.url()).toContain('#/competitionList');
    await page.getByTestId('error-dialog').waitFor();
    expect(await page.getByTestId('error-dialog').textContent()).toContain('Dieser Bewerb existiert nicht.');
    await page.getByTestId('error-dialog-close').click();
  });

  it('when the guest opens the results then the archive is grouped by month, cancelled ones are flagged, and filters and sorting apply', async () => {
    const archive = await api<
      ListAnswer<PublicCompetition & { cancelled: boolean; competitionDate: string }>
    >(
      `publicResources/competitions?${new URLSearchParams({
        filter: JSON.stringify({ archive: true }),
        size: '50',
        sort: 'competitionDate,desc',
      }).toString()}`,
      null,
    );
    const cancelled = archive.content.find(
      (competition) => competition.name === 'Salzburger Flinten-Trophy',
    )!;
    expect(cancelled.cancelled).toBe(true);
    const months = [
      ...new Set(archive.content.map((competition) => competition.competitionDate.slice(0, 7))),
    ];

    await page.getByTestId('menu-results').click();
    await page.getByTestId('page-results').waitFor();
    await page.getByTestId(`result-row-${cancelled.id}`).waitFor();
    const order = await page
      .locator(
        '[data-testid="results-table"] tbody tr[data-kind="competition"], [data-testid="results-table"] tbody tr[data-kind="heading"]',
      )
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')));
    // newest first, a heading before the first competition of every month
    expect(order.filter((id) => id!.startsWith('results-month-'))).toEqual(
      months.map((month) => `results-month-${month}`),
    );
    expect(order.filter((id) => id!.startsWith('result-row-'))).toEqual(
      archive.content.map((competition) => `result-row-${competition.id}`),
    );
    expect(order[0]).toBe(`results-month-${months[0]}`);
    expect(await page.getByTestId(`competition-cancelled-${cancelled.id}`).textContent()).toBe('Abgesagt');
    expect(await page.getByTestId('results-filters-active').count()).toBe(0);

    // Germany only: the Munich match
    await page.getByTestId('results-filter-country').click();
    await page.getByTestId('results-filter-country-option-de').click();
    await page.getByTestId('results-filters-active').waitFor();
    await page.getByTestId(`result-row-${cancelled.id}`).waitFor({ state: 'detached' });
    const german = archive.content.filter((competition) => competition.name === 'Münchner Winterpokal');
    await expect
      .poll(() => page.locator('[data-testid="results-table"] tbody tr[data-kind="competition"]').count())
      .toBe(german.length);
    await page.getByTestId('results-filters-clear').click();
    await page.getByTestId(`result-row-${cancelled.id}`).waitFor();

    // by name: no month headings
    await page.getByTestId('results-sort-name').click();
    await expect
      .poll(async () =>
        page
          .locator('[data-testid="results-table"] tbody tr[data-kind="competition"] a')
          .first()
          .textContent(),
      )
      .toBe([...archive.content].sort((a, b) => a.name.localeCompare(b.name, 'de'))[0]!.name);
    expect(await page.locator('[data-testid="results-table"] tbody tr[data-kind="heading"]').count()).toBe(0);

    // the link leads to the public page
    await page.getByTestId(`result-link-${cancelled.id}`).click();
    await page.getByTestId('page-competition').waitFor();
    await page.getByTestId(`competition-cancelled-${cancelled.id}`).waitFor();
    expect(await page.getByTestId(`competition-register-${cancelled.id}`).getAttribute('data-blocked')).toBe(
      'cancelled',
    );
  });

  it('when a premium shooter marks a favourite then it is saved and shown after a reload', async () => {
    const shooterBrowser = await openBrowser();
    try {
      const shooter = await shooterBrowser.context.newPage();
      await loginInBrowser(shooter, portal.url, 'shooter', 'Shooter123!');
      await shooter.getByTestId('menu-competitionList').click();
      await shooter.getByTestId('page-competition-list').waitFor();
      const [first] = (await guestList({}, 1)).content;
      const star = shooter.getByTestId(`competition-favourite-${first!.id}`);
      await star.waitFor();
      expect(await star.getAttribute('data-favourite')).toBe('false');
      await star.click();
      await expect.poll(() => star.getAttribute('data-favourite')).toBe('true');
      await expect
        .poll(() => api<number[]>('competitions/favourite', shooterToken), { timeout: 10_000 })
        .toContain(first!.id);

      await shooter.reload();
      await shooter.getByTestId('page-competition-list').waitFor();
      await expect
        .poll(
          () => shooter.getByTestId(`competition-favourite-${first!.id}`).getAttribute('data-favourite'),
          {
            timeout: 10_000,
          },
        )
        .toBe('true');
      // the competition page shows the same star
      await shooter.getByTestId(`competition-details-${first!.id}`).click();
      await shooter.getByTestId('page-competition').waitFor();
      expect(
        await shooter.getByTestId(`competition-favourite-${first!.id}`).getAttribute('data-favourite'),
      ).toBe('true');

      // premium: the card view is saved with the profile
      await shooter.goBack();
      await shooter.getByTestId('page-competition-list').waitFor();
      await shooter.getByTestId('competition-view-cards').click();
      await shooter.getByTestId('competition-cards').waitFor();
      await shooter.getByTestId(`competition-card-${first!.id}`).waitFor();
      await expect
        .poll(
          async () =>
            (await api<{ competitionViewType: boolean }>('identity', shooterToken)).competitionViewType,
        )
        .toBe(true);
      await shooter.reload();
      await shooter.getByTestId('competition-cards').waitFor();
      await shooter.getByTestId('competition-view-list').click();
      await shooter.getByTestId('competition-table').waitFor();
    } finally {
      await shooterBrowser.close();
    }
    // unmark again through the API, so other checks see the guest list unchanged
    await api(
      'competitions/' + String((await guestList({}, 1)).content[0]!.id) + '/favourite',
      shooterToken,
      {
        method: 'POST',
        body: { favourite: false },
      },
    );
  });

  it('when adverts exist then they sit between 30 list entries by the placement rule', async () => {
    for (const name of ['Schießkino Süd', 'Waffen Huber']) {
      await api('advertising', adminToken, {
        method: 'POST',
        body: {
          active: true,
          name,
          shortName: null,
          text: `<p>${name}</p>`,
          image: null,
          detailImage: null,
          fromDate: null,
          toDate: null,
          buttonText: 'Mehr erfahren',
          buttonLink: 'https://example.at/',
          detailView: false,
        },
      });
    }
    const adverts = await api<ListAnswer<{ id: number }>>(
      'publicResources/advertisingsList?page=0&size=100&sort=id,desc',
      null,
    );
    expect(adverts.content.length).toBeGreaterThanOrEqual(2);
    const order = adverts.content.map((advert) => String(advert.id));

    await createCompetitions(nuremberg, levelThree, 'Werbe-Cup', ADVERT_COUNT, 40);
    const expected = await guestList({ club: [nuremberg.id], level: [levelThree.id] });
    expect(expected.totalElements).toBe(ADVERT_COUNT);

    // a fresh visit (a reload: the same hash would not load the page again), so the adverts come with it
    await page.goto(`${portal.url}/#/competitionList`);
    await page.reload();
    await page.getByTestId('page-competition-list').waitFor();
    await page.getByTestId('competition-filters-clear').click();
    await chooseFilter('club', [nuremberg.id]);
    await chooseFilter('level', [levelThree.id]);
    await waitForRange(`1–${ADVERT_COUNT} von ${ADVERT_COUNT}`);
    await expect.poll(() => competitionRows().count()).toBe(ADVERT_COUNT);
    await page.locator('[data-testid="competition-table"] tbody tr[data-kind="advert"]').first().waitFor();

    const slots = await page
      .locator('[data-testid="competition-table"] tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-advert-id') ?? 'entry'));
    expect(slots.filter((slot) => slot === 'entry')).toHaveLength(ADVERT_COUNT);
    // entries before each advert
    const gaps: number[] = [];
    let run = 0;
    for (const slot of slots) {
      if (slot === 'entry') run += 1;
      else {
        gaps.push(run);
        run = 0;
      }
    }
    expect(gaps.length).toBeGreaterThanOrEqual(4);
    expect([0, 1]).toContain(gaps[0]);
    for (const gap of gaps.slice(1)) {
      expect(gap).toBeGreaterThanOrEqual(5);
      expect(gap).toBeLessThanOrEqual(7);
    }
    // never after the last entry, and cycling through the adverts in their order
    expect(slots.at(-1)).toBe('entry');
    const shown = slots.filter((slot) => slot !== 'entry');
    expect(shown).toEqual(shown.map((_slot, index) => order[index % order.length]));

    // the dashboard: the next three competitions with one advert at slot 1 or 2
    await page.getByTestId('menu-dashboard').click();
    await page.getByTestId('dashboard-next').waitFor();
    await page.locator('[data-testid="dashboard-next"] [data-kind="advert"]').waitFor();
    const dashboard = await page
      .locator('[data-testid="dashboard-next"] [data-kind]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-kind')));
    expect(dashboard.filter((kind) => kind === 'competition')).toHaveLength(3);
    expect(dashboard).toHaveLength(4);
    expect([1, 2]).toContain(dashboard.indexOf('advert'));
  });
});
