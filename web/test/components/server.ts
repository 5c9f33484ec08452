import { setupServer } from 'msw/node';

/**
 * The API of the component tests: each test file answers the calls its page makes with
 * `server.use(...)` (handlers are reset after every test). A call without an answer is refused
 * and noted here; setup.ts fails the test that made it.
 */
export const server = setupServer();

export const unanswered: string[] = [];

/** `/api/<path>` on the page's origin, as the app's base query asks it. */
export const api = (path: string): string => `http://portal.test/api/${path}`;
