import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/**
 * The imports of a contracts module and of every module it imports or re-exports, transitively,
 * that leave the package (`zod`, any package): empty for a module the web may import values from.
 */
export function zodFreeImports(file: string): string[] {
  const outside: string[] = [];
  const seen = new Set<string>();
  const visit = (full: string) => {
    if (seen.has(full)) return;
    seen.add(full);
    const source = readFileSync(full, 'utf8');
    for (const [, specifier] of source.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)) {
      if (!specifier!.startsWith('.')) outside.push(`${path.relative(SRC, full)}: ${specifier}`);
      else visit(path.resolve(path.dirname(full), `${specifier}.ts`));
    }
  };
  visit(path.join(SRC, file));
  return outside;
}
