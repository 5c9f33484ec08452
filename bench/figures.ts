import type autocannon from 'autocannon';

/** What each benchmark reports of an autocannon run. */
export interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export const figures = (result: autocannon.Result): Figures => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors,
  non2xx: result.non2xx,
});
