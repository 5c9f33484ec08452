/**
 * Flag images of every country of the list, from the `flag-icons` npm package's SVGs (4:3). The
 * web build copies each as its own hashed file (never inlined into the bundle); nothing is loaded
 * from elsewhere at run time (docs/people-data-and-consent.md).
 */
const files = import.meta.glob<string>('../../../node_modules/flag-icons/flags/4x3/*.svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

const byCode = new Map(
  Object.entries(files).map(([file, url]) => [file.slice(file.lastIndexOf('/') + 1, -'.svg'.length), url]),
);

/** The flag's URL for a country code of the list, or null for an unknown code. */
export const flagUrl = (code: string | null | undefined): string | null => (code && byCode.get(code)) || null;
