import { describe, expect, it } from 'vitest';
import { retryWithBackoff, TEXT_RETRY_DELAYS_MS } from '../src/i18n/retry';

/** A loader that fails `failures` times, then answers; it records when it was called. */
const flaky = (failures: number) => {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      if (calls <= failures) throw new Error(`lost ${calls}`);
      return 'texts';
    },
    calls: () => calls,
  };
};

describe('loading the language file again (retryWithBackoff)', () => {
  it('a file lost once arrives on the second try, after the first pause', async () => {
    const waits: number[] = [];
    const file = flaky(1);
    const texts = await retryWithBackoff(file.load, TEXT_RETRY_DELAYS_MS, async (ms) => {
      waits.push(ms);
    });
    expect(texts).toBe('texts');
    expect(file.calls()).toBe(2);
    expect(waits).toEqual([300]);
  });

  it('the pauses grow, and after the last one the failure is passed on', async () => {
    const waits: number[] = [];
    const file = flaky(10);
    await expect(
      retryWithBackoff(file.load, TEXT_RETRY_DELAYS_MS, async (ms) => {
        waits.push(ms);
      }),
    ).rejects.toThrow('lost 4');
    expect(waits).toEqual([300, 1000, 3000]);
    expect(file.calls()).toBe(4);
  });

  it('waits for real between tries', async () => {
    const file = flaky(2);
    const started = Date.now();
    expect(await retryWithBackoff(file.load, [20, 40])).toBe('texts');
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });
});
