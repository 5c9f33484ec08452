import { describe, expect, it } from 'vitest';
import { PublicListCache } from '../src/domain/public/list-cache';

/** A load that resolves when told to, counting its calls. */
function controlledLoad() {
  const calls: ((value: string) => void)[] = [];
  const load = () => new Promise<string>((resolve) => calls.push(resolve));
  return { load, calls };
}

describe('public list cache', () => {
  it('when many ask for a missing key at once then one load answers all', async () => {
    const cache = new PublicListCache<string>(1000, () => 0);
    const { load, calls } = controlledLoad();
    const answers = Promise.all([1, 2, 3].map(() => cache.getOrLoad('k', load)));
    expect(calls).toHaveLength(1);
    calls[0]!('v1');
    expect(await answers).toEqual(['v1', 'v1', 'v1']);
  });

  it('when an answer expired then the old one is served while exactly one refresh runs', async () => {
    let now = 0;
    const cache = new PublicListCache<string>(1000, () => now);
    const { load, calls } = controlledLoad();
    const first = cache.getOrLoad('k', load);
    calls[0]!('v1');
    await first;
    now = 500;
    expect(await cache.getOrLoad('k', load)).toBe('v1');
    expect(calls).toHaveLength(1);
    now = 1500;
    expect(await cache.getOrLoad('k', load)).toBe('v1');
    expect(await cache.getOrLoad('k', load)).toBe('v1');
    expect(calls).toHaveLength(2);
    calls[1]!('v2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.getOrLoad('k', load)).toBe('v2');
  });

  it('when a change clears the cache during a load then that older answer is not kept', async () => {
    const cache = new PublicListCache<string>(1000, () => 0);
    const { load, calls } = controlledLoad();
    const before = cache.getOrLoad('k', load);
    cache.clear();
    calls[0]!('before the change');
    expect(await before).toBe('before the change');
    const after = cache.getOrLoad('k', load);
    expect(calls).toHaveLength(2);
    calls[1]!('after the change');
    expect(await after).toBe('after the change');
  });
});
