#!/usr/bin/env node
// After a failed `npm test`: the warnings and errors the test run's processes logged (each in
// PORTAL_LOG_DIR), grouped by component and message, so a failure seen only in CI leaves a trace
// (docs/testing.md). Usage: node scripts/log-digest.mjs <dir> [groups=40]
/* global process, console */
import fs from 'node:fs';
import path from 'node:path';

const [dir, limit = '40'] = process.argv.slice(2);
const groups = new Map();
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  const component = file.replace(/-\d+\.log$/, '');
  for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (typeof entry.level !== 'number' || entry.level < 40) continue;
    const key = `${entry.level >= 50 ? 'ERROR' : 'WARN '} ${component}: ${entry.msg}`;
    const group = groups.get(key) ?? { count: 0, example: line, level: entry.level };
    group.count++;
    groups.set(key, group);
  }
}
const sorted = [...groups.entries()].sort((a, b) => b[1].level - a[1].level || b[1].count - a[1].count);
console.log(`log digest: ${groups.size} kinds of warnings and errors in ${dir}`);
for (const [key, { count, example }] of sorted.slice(0, Number(limit))) {
  console.log(`${String(count).padStart(6)} × ${key}`);
  console.log(`         e.g. ${example.slice(0, 400)}`);
}
