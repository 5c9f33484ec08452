import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { initI18n } from '../../src/i18n';
import { server, unanswered } from './server';

/**
 * What jsdom lacks and the app's code needs, for every component test file:
 * - `new Request('/api/x')`: the browser resolves a relative address against the page, Node's
 *   fetch refuses it (the app's base query builds its requests so);
 * - `matchMedia`: MUI's useMediaQuery (tabs or stepper, full-screen dialogs) by the window's width
 *   (jsdom's 1024 px unless a test sets `innerWidth` before it renders);
 * - scrolling (`scrollTo`, `scrollIntoView`): a page opens at the top, a refused save scrolls to
 *   its first invalid field; jsdom lays nothing out, so there is nothing to scroll.
 */
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = PageRequest;

const matchesWidth = (query: string): boolean =>
  [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, px]) =>
    bound === 'min' ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px),
  );
window.matchMedia = (query: string): MediaQueryList => ({
  media: query,
  matches: matchesWidth(query),
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

// findBy… and waitFor wait up to 5 s (1 s by default): a lazy chunk's first import (a dialog, a
// tab) takes that long on a busy machine
configure({ asyncUtilTimeout: 5_000 });

window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

beforeAll(async () => {
  // the shell's texts as the app loads them (German first, the stored language)
  await initI18n();
  server.listen({
    onUnhandledRequest: (request, print) => {
      unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.innerWidth = 1024;
  expect(unanswered.splice(0), 'API calls without an answer').toEqual([]);
});

afterAll(() => server.close());
