import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { seriousViolations } from './axe';

/**
 * The axe check waits for running transitions (docs/testing.md): a button whose colours are
 * halfway through a transition is judged as it ends, not as it passes.
 */
describe('the axe check on a page still moving', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** a light grey button on white that turns dark over `ms` once the class `on` is set */
  const page = async (ms: number) => {
    const p = await browser.context.newPage();
    await p.setContent(`<!doctype html><html lang="en"><head><title>Settle</title><style>
      button { color: #ddd; background: #fff; border: 0; font-size: 14px; transition: color ${ms}ms linear; }
      button.on { color: #111; }
      </style></head><body><main><h1>Settle</h1><button id="b">Join the queue</button></main></body></html>`);
    await p.evaluate(`document.getElementById('b').classList.add('on')`);
    return p;
  };

  it('judges a transition by its end: the dark text passes once it has arrived', async () => {
    const p = await page(800);
    const started = Date.now();
    expect(await seriousViolations(p)).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    await p.close();
  });

  it('still finds what is wrong at rest: without a transition the grey text fails', async () => {
    const p = await browser.context.newPage();
    await p.setContent(`<!doctype html><html lang="en"><head><title>Grey</title></head><body><main>
      <h1>Grey</h1><button style="color:#ddd;background:#fff;border:0">Join the queue</button></main></body></html>`);
    expect((await seriousViolations(p)).map((v) => v.id)).toContain('color-contrast');
    await p.close();
  });
});
