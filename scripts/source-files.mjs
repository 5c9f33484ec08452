// The files of the repository that the code rules scan (sizes.mjs, spec-citations.mjs).
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file under `root`'s `dirs`, as `{ full, rel, name }` (`rel` with `/`), leaving out each
 * file or folder for which `skip(rel, entry)` says so.
 */
export function sourceFiles(root, dirs, skip) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(root, full).split(path.sep).join('/');
      if (skip(rel, entry)) continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push({ full, rel, name: entry.name });
    }
  };
  for (const dir of dirs) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return files;
}
