import autocannon from 'autocannon';
import { figures, type Figures } from './figures';
import { createTestInfra } from '@portal/service-kit/testing';
import { startStack } from '../scripts/stack';

export interface GatewayBenchResult {
  path: string;
  direct: Figures;
  viaGateway: Figures;
  ratio: number;
}

const PATH = '/api/.well-known/jwks.json';

async function measure(url: string, seconds: number, connections: number): Promise<Figures> {
  return figures(await autocannon({ url, connections, duration: seconds, pipelining: 1 }));
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
