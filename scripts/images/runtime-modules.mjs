// Copies what one compiled component needs at run time from a full install: the npm packages its
// bundle imports (`<component>/dist/externals.json`) and their dependency closure, found by
// Node's lookup rules over package-lock.json (docs/container-images.md). An image then carries its own
// component's packages only, not every workspace's.
// Usage: node scripts/images/runtime-modules.mjs <installed root> <component folder> <target root>
/* global process, console */
import fs from 'node:fs';

const [from, component, to] = process.argv.slice(2);
const packages = JSON.parse(fs.readFileSync(`${from}/package-lock.json`, 'utf8')).packages;

/** Where `name` resolves from the package folder `dir` (a lockfile key), or undefined. */
function lookup(dir, name) {
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const nested = dir.lastIndexOf('/node_modules/');
    // a root package or a workspace folder (`services/identity`) looks in the root's next
    dir = nested < 0 ? '' : dir.slice(0, nested);
  }
}

const externals = JSON.parse(fs.readFileSync(`${from}/${component}/dist/externals.json`, 'utf8'));
const pending = externals.map((name) => {
  const found = lookup(component, name);
  if (!found) throw new Error(`${component} imports ${name}, which package-lock.json does not hold`);
  return found;
});
const copied = new Set();
while (pending.length > 0) {
  const key = pending.pop();
  if (copied.has(key)) continue;
  copied.add(key);
  // an optional dependency of another platform is in the lockfile but not installed
  if (!fs.existsSync(`${from}/${key}`)) continue;
  // a nested package came along with the package that holds it
  if (!fs.existsSync(`${to}/${key}`))
    fs.cpSync(`${from}/${key}`, `${to}/${key}`, { recursive: true, verbatimSymlinks: true });
  const { dependencies = {}, optionalDependencies = {}, peerDependencies = {} } = packages[key];
  const optionalPeers = packages[key].peerDependenciesMeta ?? {};
  const peers = Object.keys(peerDependencies).filter((name) => !optionalPeers[name]?.optional);
  for (const name of [...Object.keys({ ...dependencies, ...optionalDependencies }), ...peers]) {
    const found = lookup(key, name);
    if (found) pending.push(found);
  }
}
console.log(`${component}: ${externals.length} imported packages, ${copied.size} in all`);
