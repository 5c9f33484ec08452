import { beforeEach } from 'vitest';
import { openContexts } from './browser';

/** of each page's visible text: enough to see the step, dialog or message it stood on */
const TEXT_CHARS = 1500;

/** Each open page's address and visible text, shortened; a page that no longer answers says so. */
export async function describeOpenPages(): Promise<string> {
  const pages = [...openContexts].flatMap((context) => context.pages());
  const described = await Promise.all(
    pages.map(async (page, i) => {
      const text = await page
        .locator('body')
        .innerText({ timeout: 2000 })
        .then((body) => body.replace(/\s+/g, ' ').trim().slice(0, TEXT_CHARS))
        .catch((error: Error) => `(no text: ${error.message.split('\n')[0]})`);
      return `page ${i + 1}: ${page.url()}\n  ${text}`;
    }),
  );
  return described.join('\n');
}

/**
 * A failed browser test says what its pages showed (docs/testing.md): a run on CI then tells a
 * locator that never appeared because of an error message from one that appeared too late.
 */
beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    const pages = await describeOpenPages();
    const first = task.result?.errors?.[0];
    if (pages && first) first.message = `${first.message}\n\nopen pages when it failed:\n${pages}`;
  });
});
