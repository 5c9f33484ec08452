import { GATEWAY_PORT } from '@portal/contracts';
import { startStack } from './stack';

/** `npm start`'s last step: the six services and the gateway with prefixed logs; Ctrl-C stops all. */
const port = Number(process.env.PORT ?? GATEWAY_PORT);
const env = { ...process.env, PORT: undefined, NODE_ENV: process.env.NODE_ENV ?? 'development' };
const stack = await startStack({ env, gatewayPort: port, output: 'prefixed' });

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping all services ...`);
  await stack.stop();
  console.log('all services stopped');
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

console.log(`
  Competition portal is running:  http://localhost:${port}/
  API documentation:              http://localhost:${port}/api/docs
  Press Ctrl-C to stop.
`);
