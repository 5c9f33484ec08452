import { expect } from 'vitest';
import { KNOWN_OPEN } from './known-open';

export interface Failure {
  /** stable id, matched against KNOWN_OPEN */
  id: string;
  /** the answer, for the reader */
  detail: string;
}

/** An entry matches a failure id exactly, or with `*` standing for any text. */
export const matches = (entry: string, id: string) =>
  new RegExp(
    `^${entry
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(id);

/**
 * Every failure must be listed in KNOWN_OPEN and every listed entry of this sweep (`prefix`) must
 * still fail; `scope` limits the entries to those this test file sweeps.
 */
export function expectOnlyKnownOpen(
  failures: Failure[],
  prefix: string,
  scope: (id: string) => boolean = () => true,
) {
  const ids = [...new Set(failures.map((f) => f.id))].sort();
  const known = KNOWN_OPEN.filter((entry) => entry.startsWith(prefix) && scope(entry));
  const unexpected = ids.filter((id) => !known.some((entry) => matches(entry, id)));
  const fixed = known.filter((entry) => !ids.some((id) => matches(entry, id)));
  const details = unexpected.map((id) => `${id}\n    ${failures.find((f) => f.id === id)!.detail}`);
  if (unexpected.length || fixed.length)
    console.log(
      `new failures (fix them, or add to KNOWN_OPEN while a fix is under way):\n${details.join('\n')}\n` +
        `KNOWN_OPEN entries that no longer fail (delete them):\n${fixed.join('\n')}`,
    );
  expect({ unexpected, noLongerFailing: fixed }).toEqual({ unexpected: [], noLongerFailing: [] });
}
