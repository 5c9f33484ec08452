import { Counter, Gauge } from '@portal/service-kit';
import type { Registry } from 'prom-client';
import type { LivePlacesHub } from './live-hub';

/**
 * Live free places in the gateway's /metrics (docs/metrics.md, docs/live-places.md): the streams
 * open now and what the fan-out wrote, read from the hub's plain counts at each scrape, so the
 * hot loop over thousands of sockets adds no metric call per write.
 */
export function registerLiveMetrics(registry: Registry, hub: LivePlacesHub): void {
  const registers = [registry];
  new Gauge({
    name: 'portal_live_streams',
    help: 'Live free places streams open in this gateway process (all replicas: sum)',
    registers,
    collect() {
      this.set(hub.size);
    },
  });
  const written = { places: 0, heartbeat: 0, dropped: 0 };
  new Counter({
    name: 'portal_live_messages_total',
    help: 'Messages written to live streams, by kind (places: an update, heartbeat: a keep-alive comment)',
    labelNames: ['kind'],
    registers,
    collect() {
      for (const kind of ['places', 'heartbeat'] as const) {
        this.inc({ kind }, hub.counts[kind] - written[kind]);
        written[kind] = hub.counts[kind];
      }
    },
  });
  new Counter({
    name: 'portal_live_streams_dropped_total',
    help: 'Live streams closed because their client did not take what it was sent (a stalled socket)',
    registers,
    collect() {
      this.inc(hub.counts.dropped - written.dropped);
      written.dropped = hub.counts.dropped;
    },
  });
}
