import autocannon from 'autocannon';
import { createTestInfra } from '@portal/service-kit/testing';
import { startStack } from '../scripts/stack';

export interface GatewayBenchResult {
  path: string;
  direct: Figures;
  viaGateway: Figures;
  ratio: number;
}
interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

const PATH = '/api/.well-known/jwks.json';

async function measure(url: string, seconds: number, connections: number): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** The same GET straight to identity and through the gateway, in one run (autocannon). */
export async function benchGateway(seconds = 10, connections = 50): Promise<GatewayBenchResult> {
  const infra = await createTestInfra('bench');
  const stack = await startStack({
    env: { ...infra.env, LOG_LEVEL: 'warn' },
    freePorts: true,
    extraGatewayEnv: { RATE_LIMIT_POINTS: '100000000' },
  });
  try {
    await measure(`${stack.serviceUrls.identity}${PATH}`, 2, 10); // warm-up
    await measure(`${stack.gatewayUrl}${PATH}`, 2, 10);
    const direct = await measure(`${stack.serviceUrls.identity}${PATH}`, seconds, connections);
    const viaGateway = await measure(`${stack.gatewayUrl}${PATH}`, seconds, connections);
    return {
      path: PATH,
      direct,
      viaGateway,
      ratio: +(viaGateway.requestsPerSecond / direct.requestsPerSecond).toFixed(2),
    };
  } finally {
    await stack.stop();
    await infra.cleanup();
  }
}
