import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import { createServiceBaseQuery, type ServiceQueryOptions } from '../src/api/baseQuery';
import { errorOccurred } from '../src/notifications/notificationsSlice';
import { sessionStarted } from '../src/session/sessionSlice';
import { createAppStore } from '../src/store';
import { shooterIdentity } from './fixtures';
import { MemoryStorage } from './memoryStorage';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const setup = (response: () => Response, token: string | null = 'old-token') => {
  const store = createAppStore(new MemoryStorage());
  if (token) store.dispatch(sessionStarted({ token, identity: shooterIdentity() }));
  const requests: Request[] = [];
  const onInvalidSession = vi.fn();
  // records the Retry-After waits instead of sleeping (timings are never asserted)
  const waits: number[] = [];
  const baseQuery = createServiceBaseQuery({
    baseUrl: 'http://portal.test/api',
    fetchFn: async (input) => {
      requests.push(input as Request);
      return response();
    },
    onInvalidSession,
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  const run = (
    type: 'query' | 'mutation' = 'query',
    options: ServiceQueryOptions = {},
    args: string | { url: string; params?: Record<string, unknown> } = 'identity',
  ) => {
    const api: BaseQueryApi = {
      signal: new AbortController().signal,
      abort: () => undefined,
      dispatch: store.dispatch,
      getState: store.getState,
      extra: undefined,
      endpoint: 'test',
      type,
    };
    return baseQuery(args, api, options);
  };
  return { store, requests, onInvalidSession, waits, run };
};

describe('service base query', () => {
  it('sends the stored token as Bearer authorization under /api', async () => {
    const { requests, run } = setup(() => json(200, { ok: true }));
    await run();
    expect(requests[0]?.url).toBe('http://portal.test/api/identity');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer old-token');
  });

  it('sends no authorization for a guest', async () => {
    const { requests, run } = setup(() => json(200, {}), null);
    await run();
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('stores a token returned in the Authorization header', async () => {
    const { store, run } = setup(() => json(200, {}, { Authorization: 'Bearer fresh-token' }));
    await run();
    expect(store.getState().session.token).toBe('fresh-token');
  });

  it('puts the message of a failed call into the shared error state', async () => {
    const { store, run } = setup(() => json(409, { errors: [{ field: 'squadId', key: 'SQUAD_FULL' }] }));
    const result = await run();
    expect(result.error).toMatchObject({ status: 409 });
    expect(store.getState().notifications.error).toBe('SQUAD_FULL');
  });

  it('leaves the error state alone for silent calls', async () => {
    const { store, run } = setup(() => json(500, { message: 'Error: INTERNAL_ERROR' }));
    await run('query', { silent: true });
    expect(store.getState().notifications.error).toBeNull();
  });

  it('clears an earlier error after a successful change', async () => {
    const { store, run } = setup(() => json(200, {}));
    store.dispatch(errorOccurred('SQUAD_FULL'));
    await run('query');
    expect(store.getState().notifications.error).toBe('SQUAD_FULL');
    await run('mutation');
    expect(store.getState().notifications.error).toBeNull();
  });

  it('fails a paged list answer without totalElements (LIST_TOTAL_MISSING) and keeps one that has it', async () => {
    const list = { url: 'users', params: { page: 0, size: 10 } };
    const bare = setup(() => json(200, { content: [{ id: 1 }] }));
    const refused = await bare.run('query', {}, list);
    expect(refused.error).toMatchObject({ status: 'CUSTOM_ERROR', error: 'LIST_TOTAL_MISSING' });
    expect(refused.data).toBeUndefined();
    expect(bare.store.getState().notifications.error).toBe('LIST_TOTAL_MISSING');
    expect((await bare.run('query', {}, 'reservations?page=0&size=10')).error).toMatchObject({
      error: 'LIST_TOTAL_MISSING',
    });

    const whole = setup(() => json(200, { content: [{ id: 1 }], totalElements: 1 }));
    expect((await whole.run('query', {}, list)).data).toEqual({ content: [{ id: 1 }], totalElements: 1 });
    expect(whole.store.getState().notifications.error).toBeNull();
    // not a list call (no page): an answer without totalElements is fine
    expect((await bare.run('query', {}, 'identity')).error).toBeUndefined();
  });

  it('clears the session on 401 and reloads when there was a token', async () => {
    const { store, run, onInvalidSession } = setup(() => json(401, { error: 'Unauthorized' }));
    await run();
    expect(store.getState().session).toEqual({ token: null, identity: null, permissions: ['IS_GUEST'] });
    expect(onInvalidSession).toHaveBeenCalledWith('reload');
    expect(store.getState().notifications.error).toBeNull();
  });

  it('goes to the root on 401 without a token', async () => {
    const { run, onInvalidSession } = setup(() => json(401, { error: 'Unauthorized' }), null);
    await run();
    expect(onInvalidSession).toHaveBeenCalledWith('goToRoot');
  });

  it('lets the login call treat 401 as an answer', async () => {
    const { store, run, onInvalidSession } = setup(() => json(401, { error: 'Unauthorized' }), null);
    await run('mutation', { ignoreUnauthorized: true });
    expect(onInvalidSession).not.toHaveBeenCalled();
    expect(store.getState().notifications.error).toBe('Unauthorized');
  });

  describe('429 Too Many Requests', () => {
    const limited = (retryAfter: string | null) =>
      json(429, { error: 'TOO_MANY_REQUESTS' }, retryAfter === null ? {} : { 'Retry-After': retryAfter });
    const answers = (...responses: (() => Response)[]) => {
      let next = 0;
      return () => responses[Math.min(next++, responses.length - 1)]!();
    };

    it('shows the translated message and repeats the request after Retry-After seconds', async () => {
      const { store, requests, waits, run } = setup(
        answers(
          () => limited('2'),
          () => json(200, { ok: true }),
        ),
      );
      const seen: (string | null)[] = [];
      store.subscribe(() => seen.push(store.getState().notifications.error));
      const result = await run('query', { silent: true });
      expect(requests).toHaveLength(2);
      expect(waits).toEqual([2000]);
      expect(result.data).toEqual({ ok: true });
      // the message was up while waiting and is gone once the repeat succeeded
      expect(seen).toContain('TOO_MANY_REQUESTS');
      expect(store.getState().notifications.error).toBeNull();
    });

    it('gives up after three repeats and returns the 429', async () => {
      const { store, requests, waits, run } = setup(answers(() => limited('1')));
      const result = await run();
      expect(requests).toHaveLength(4);
      expect(waits).toEqual([1000, 1000, 1000]);
      expect(result.error).toMatchObject({ status: 429 });
      expect(store.getState().notifications.error).toBe('TOO_MANY_REQUESTS');
    });

    it('does not repeat a 429 without Retry-After or with a long one, but still shows it', async () => {
      for (const header of [null, '900', 'Wed, 21 Oct 2015 07:28:00 GMT']) {
        const { store, requests, waits, run } = setup(answers(() => limited(header)));
        await run('query', { silent: true });
        expect(requests).toHaveLength(1);
        expect(waits).toEqual([]);
        expect(store.getState().notifications.error).toBe('TOO_MANY_REQUESTS');
      }
    });

    it('leaves the message to a caller that shows it itself (login dialog) and never repeats a throttled login', async () => {
      const { store, requests, run } = setup(
        answers(() => json(429, { error: 'TOO_MANY_LOGIN_ATTEMPTS' }, { 'Retry-After': '2' })),
        null,
      );
      await run('mutation', { silent: true, ignoreUnauthorized: true, ownRateLimitMessage: true });
      expect(requests).toHaveLength(1);
      expect(store.getState().notifications.error).toBeNull();
    });
  });
});
