import fs from 'node:fs';
import { CONTROL_FILE } from '../replicas/control';

/**
 * `npm run rollout`: replaces every replica of the running `REPLICAS=n npm start` one at a time,
 * as a Kubernetes RollingUpdate does (docs/replicas.md), printing its progress.
 */
if (!fs.existsSync(CONTROL_FILE)) {
  console.error('rollout: no replicated stack is running (start one with REPLICAS=2 npm start)');
  process.exit(1);
}
const { url } = JSON.parse(fs.readFileSync(CONTROL_FILE, 'utf8')) as { url: string };
const response = await fetch(`${url}/rollout`, { method: 'POST' }).catch(() => null);
if (!response) {
  console.error('rollout: the replicated stack does not answer (stopped?)');
  process.exit(1);
}
if (!response.ok) {
  console.error(`rollout: ${response.status} ${await response.text()}`);
  process.exit(1);
}
// the outcome is the last line; a chunk may end anywhere, even inside a line
let output = '';
const decoder = new TextDecoder();
for await (const chunk of response.body!) {
  const text = decoder.decode(chunk as Uint8Array, { stream: true });
  process.stdout.write(text);
  output = (output + text).slice(-4096);
}
process.exit(output.trimEnd().split('\n').pop() === 'rollout done' ? 0 : 1);
