import { escapeLike } from '@portal/service-kit';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// accented letters to their base letter (both cases; lower() of the C locale only knows ASCII)
const ACCENTS: Record<string, string> = {
  A: 'ÀÁÂÃÅ',
  E: 'ÈÉÊË',
  I: 'ÌÍÎÏ',
  O: 'ÒÓÔÕ',
  U: 'ÙÚÛ',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  a: 'àáâãå',
  e: 'èéêë',
  i: 'ìíîï',
  o: 'òóôõ',
  u: 'ùúû',
  y: 'ýÿ',
  c: 'ç',
  n: 'ñ',
};
const ACCENTED = Object.values(ACCENTS).join('');
const PLAIN = Object.entries(ACCENTS)
  .map(([base, letters]) => base.repeat([...letters].length))
  .join('');

type Text = AnyPgColumn | SQL;

const sharpS = (value: Text) => sql`replace(replace(${value}, 'ß', 'ss'), 'ẞ', 'SS')`;

/** ä→a, ö→o, ü→u: "gross" finds "Größ" (docs/api-paths-and-keys.md). */
const toBase = (value: Text) =>
  sql`lower(translate(${sharpS(value)}, ${ACCENTED + 'ÄÖÜäöü'}, ${PLAIN + 'AOUaou'}))`;

/** ä→ae, ö→oe, ü→ue: "Mueller" finds "Müller". */
const toDigraph = (value: Text) => {
  let folded = sharpS(value);
  for (const [umlaut, digraph] of [
    ['ä', 'ae'],
    ['ö', 'oe'],
    ['ü', 'ue'],
    ['Ä', 'Ae'],
    ['Ö', 'Oe'],
    ['Ü', 'Ue'],
  ] as const)
    folded = sql`replace(${folded}, ${umlaut}, ${digraph})`;
  return sql`lower(translate(${folded}, ${ACCENTED}, ${PLAIN}))`;
};

/**
 * German name search: `column` contains `value` when both read the same with ß as ss and the
 * umlauts either as their base vowel or as vowel + e, accents dropped, case ignored. Plain SQL
 * (translate, replace) per row: the user list's contains-search scans anyway, and this adds no
 * extension and no column to keep in step.
 */
export function containsFolded(column: AnyPgColumn, value: string): SQL {
  const pattern = `%${escapeLike(value)}%`;
  return sql`(${toBase(column)} LIKE ${toBase(sql`${pattern}::text`)}
    OR ${toDigraph(column)} LIKE ${toDigraph(sql`${pattern}::text`)})`;
}
