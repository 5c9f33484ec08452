import net from 'node:net';

/**
 * The viewers of `npm run bench -- live` (live.ts): VIEWERS raw HTTP connections to the gateway's
 * live places stream of COMPETITION, in a process of their own. Each keeps when the free places
 * of PROBE_SQUAD changed; asked with the probes' times it answers the delivery delays.
 */
const port = Number(process.env.GATEWAY_PORT);
const viewers = Number(process.env.VIEWERS ?? 5000);
const competition = process.env.COMPETITION!;
/** every SAMPLE-th viewer parses what it gets; the others only read it (remote browsers' work
 * is not this machine's: the sample keeps the load generator off the gateway's two cores) */
const SAMPLE = Number(process.env.VIEWER_SAMPLE ?? 25);
const probe = new RegExp(`"id":${process.env.PROBE_SQUAD},"free":(\\d+)`);

interface Viewer {
  socket: net.Socket;
  open: boolean;
  messages: number;
  times: number[];
  frees: number[];
}

const all: Viewer[] = [];
const request = `GET /api/publicResources/live/places?competitionIds=${competition} HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n\r\n`;

const sampled: Viewer[] = [];

function connect(): Promise<void> {
  return new Promise((resolve) => {
    const viewer: Viewer = {
      socket: net.connect(port, '127.0.0.1'),
      open: false,
      messages: 0,
      times: [],
      frees: [],
    };
    const parses = all.length % SAMPLE === 0;
    all.push(viewer);
    if (parses) sampled.push(viewer);
    viewer.socket.on('connect', () => viewer.socket.write(request));
    viewer.socket.on('data', (bytes: Buffer) => {
      if (!viewer.open) {
        viewer.open = bytes.toString('latin1', 0, 12) === 'HTTP/1.1 200';
        resolve();
      }
      if (!parses) return;
      const chunk = bytes.toString('utf8');
      // one chunk per event on a local socket; a split event is counted when its tail arrives
      for (const line of chunk.split('\n')) {
        if (!line.startsWith('data: ')) continue;
        viewer.messages++;
        const free = Number(probe.exec(line)?.[1] ?? NaN);
        if (!Number.isNaN(free) && free !== viewer.frees.at(-1)) {
          viewer.times.push(Date.now());
          viewer.frees.push(free);
        }
      }
    });
    viewer.socket.on('error', () => resolve());
    viewer.socket.on('close', () => (viewer.open = false));
  });
}

/** Delays from each probe's answer to each viewer seeing free places at or below it. */
function delays(probes: { at: number; free: number }[]) {
  const result: number[] = [];
  let missed = 0;
  for (const viewer of sampled) {
    for (const { at, free } of probes) {
      const index = viewer.frees.findIndex((seen) => seen <= free);
      if (index < 0) missed++;
      else result.push(Math.max(0, viewer.times[index]! - at));
    }
  }
  return { result, missed };
}

process.on(
  'message',
  (message: { probes?: { at: number; free: number }[]; since?: number; stop?: boolean }) => {
    if (message.probes) {
      const { result, missed } = delays(message.probes);
      const sorted = result.sort((a, b) => a - b);
      const at = (p: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
      const messages = sampled.reduce((sum, v) => sum + v.messages, 0);
      process.send!({
        deliveryP50Ms: at(50),
        deliveryP99Ms: at(99),
        deliveryMaxMs: sorted.at(-1) ?? 0,
        deliveriesMissed: missed,
        viewersOpen: all.filter((v) => v.open).length,
        viewersSampled: sampled.length,
        messagesPerViewer: +(messages / sampled.length).toFixed(1),
        viewerProcessCpuMs: Math.round((process.cpuUsage().user + process.cpuUsage().system) / 1000),
      });
    }
    if (message.stop) {
      for (const viewer of all) viewer.socket.destroy();
      process.exit(0);
    }
  },
);

// a few hundred at a time: the gateway's accept queue is not a test subject here
for (let i = 0; i < viewers; i += 250) {
  await Promise.all(Array.from({ length: Math.min(250, viewers - i) }, connect));
}
process.send!({ ready: all.filter((v) => v.open).length });
