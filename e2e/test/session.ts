import { GUEST_SESSION_HEADER } from '@portal/contracts';
import { solveGuestChallenge } from '@portal/contracts/guest-proof';
import { viennaDay } from '@portal/contracts/vienna-time';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openBrowser } from './browser';

/** A real 1×1 PNG (logos, advert images). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const DAY = 86_400_000;
/**
 * YYYY-MM-DD of the Vienna day `days` from today: the portal's day (docs/time-zone.md). The UTC
 * day is yesterday's between midnight and 1 or 2 o'clock in Vienna, so a "today" from it would be
 * refused as past then.
 */
export const day = (days: number) => viennaDay(Date.now() + days * DAY);

/** Logs in over the API; the token is the answer's `Authorization` header. */
export const login = async (url: string, username: string, password: string): Promise<string> => {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('authorization')!;
};

/** A page of the app's origin that does not run the app: nothing there writes its state back. */
const NOT_THE_APP = '/favicon.svg';

/**
 * Clears the browser storage of the app's origin and sets `items` (locale, a stored cart), on a
 * same-origin page that does not run the app: a running app may write its own session or cart
 * back after the test's writes (docs/testing.md).
 */
export const prepareStorage = async (page: Page, url: string, items: Record<string, string>) => {
  await page.goto(`${url}${NOT_THE_APP}`);
  const writes = Object.entries(items)
    .map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
    .join(' ');
  await page.evaluate(`(() => { localStorage.clear(); ${writes} })()`);
};

/** A page of a browser that several tests share, started without another test's session, in `locale`. */
export const startWithoutSession = async (page: Page, url: string, locale: 'de' | 'en') => {
  await prepareStorage(page, url, { locale });
  await page.goto(`${url}/#/dashboard`);
};

/**
 * Opens `route` in a fresh load of the app (docs/testing.md): a hash the test sets while the page
 * before still boots its app can be lost, and a reload then shows that page again.
 */
export const openAfresh = async (page: Page, url: string, route: string) => {
  await page.goto(`${url}${NOT_THE_APP}`);
  await page.goto(`${url}/#/${route}`);
};

/** Logs in through the header's login dialog and waits for the profile button. */
export const loginInBrowser = async (page: Page, url: string, username: string, password: string) => {
  await page.goto(`${url}/#/dashboard`);
  await page.getByTestId('login-button').click();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-password').press('Enter');
  await page.getByTestId('profile-button').waitFor();
};

/** A JSON call of the API with a token (`null`: as a guest); a failed answer throws with its body. */
export const callApi = async <T>(
  url: string,
  path: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
): Promise<T> => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = token;
  if (!token && GUEST_SIGN_UP_PATHS.has(path))
    headers[GUEST_SESSION_HEADER] = await guestSessionFor(url, init.body);
  const response = await fetch(`${url}/api/${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  const answer = (text ? JSON.parse(text) : null) as T;
  const held = (answer as { orderItems?: { token?: string }[] } | null)?.orderItems?.[0]?.token;
  if (headers[GUEST_SESSION_HEADER] && held) guestSessionOfItem.set(held, headers[GUEST_SESSION_HEADER]);
  return answer;
};

/**
 * A guest's sign-up through the API needs a guest session (docs/guest-holds.md): each anonymous
 * prepareOrder is a new guest with a session of its own (challenge, proof of work), and its
 * reserveOrder uses the session of that hold.
 */
const GUEST_SIGN_UP_PATHS = new Set(['publicResources/prepareOrder', 'publicResources/reserveOrder']);
const guestSessionOfItem = new Map<string, string>();

/**
 * Opens a competition's page in `locale` without a session: the app stores its language while it
 * starts, so the locale is set once the dashboard is up, then the page is loaded again.
 */
export const openCompetitionPage = async (
  page: Page,
  url: string,
  publicLink: string,
  locale: 'de' | 'en',
) => {
  await page.goto(`${url}/#/dashboard`);
  await page.getByTestId('page-dashboard').waitFor({ timeout: 60_000 });
  await page.evaluate(`window.localStorage.setItem('locale', '${locale}')`);
  await page.goto(`${url}/#/competitionDetails/${publicLink}`);
  await page.reload();
};

/** A new guest session of its own (challenge, proof of work), e.g. to join fair opening's queue. */
export const newGuestSession = (url: string): Promise<string> => guestSessionFor(url, undefined);

async function guestSessionFor(url: string, body: unknown): Promise<string> {
  const itemToken = (body as { token?: string } | undefined)?.token;
  const known = itemToken ? guestSessionOfItem.get(itemToken) : undefined;
  if (known) return known;
  const post = async <A>(path: string, payload?: unknown) => {
    const response = await fetch(`${url}/api/publicResources/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as A;
  };
  const { challenge, bits } = await post<{ challenge: string; bits: number }>('guestSession/challenge');
  const nonce = await solveGuestChallenge(challenge, bits);
  return (await post<{ guestSession: string }>('guestSession', { challenge, nonce })).guestSession;
}

/** A browser with one page, logged in through the dialog when a user name is given. */
export const openPage = async (url: string, username?: string, password = '') => {
  const browser = await openBrowser();
  const page = await browser.context.newPage();
  if (username) await loginInBrowser(page, url, username, password);
  return { browser, page };
};
