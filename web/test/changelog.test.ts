import { describe, expect, it } from 'vitest';
import { CHANGELOG } from '../src/pages/changelog/entries';

describe('changelog', () => {
  it('runs from 1.0.3 (newest) down to 0.1.4', () => {
    expect(CHANGELOG[0]?.version).toBe('1.0.3');
    expect(CHANGELOG.at(-1)?.version).toBe('0.1.4');
  });

  it('is ordered newest first by version and date', () => {
    // "0.10.0" must sort after "0.9.0": compare zero-padded parts
    const sortable = (version: string) =>
      version
        .split('.')
        .map((part) => part.padStart(4, '0'))
        .join('.');
    const versions = CHANGELOG.map((entry) => sortable(entry.version));
    const dates = CHANGELOG.map((entry) => entry.date);
    expect(versions).toEqual([...versions].sort().reverse());
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('has features and fixes in both languages for every version', () => {
    for (const entry of CHANGELOG) {
      expect(entry.features.length, entry.version).toBeGreaterThan(0);
      expect(entry.fixes.length, entry.version).toBeGreaterThan(0);
      for (const line of [...entry.features, ...entry.fixes]) {
        expect(line.de.trim(), entry.version).not.toBe('');
        expect(line.en.trim(), entry.version).not.toBe('');
        expect(line.de).not.toBe(line.en);
      }
    }
  });
});
