/** One sample of a Prometheus text exposition: `name{label="value",...} value`. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a `/metrics` answer (comments skipped). */
export function parseMetrics(text: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** GETs `/metrics` of `base` and parses it. */
export async function scrapeMetrics(base: string): Promise<MetricSample[]> {
  const answer = await fetch(`${base}/metrics`);
  if (!answer.ok) throw new Error(`/metrics answered ${answer.status}`);
  return parseMetrics(await answer.text());
}

/** The sum of the samples named `name` whose labels include `labels` (0 when there are none). */
export const metricValue = (samples: MetricSample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
