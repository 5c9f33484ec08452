import { GATEWAY_PORT } from '@portal/contracts';
import { startMailCatcher } from '../mail-catcher';
import { startControl } from '../replicas/control';
import { startReplicatedStack } from '../replicas/replicated-stack';
import { startStack } from '../stack';

/** `npm start`'s last step: the six services and the gateway with prefixed logs; Ctrl-C stops all. */
const port = Number(process.env.PORT ?? GATEWAY_PORT);
// the printed address is also where mailed links point (notification's PUBLIC_BASE_URL)
const address = (process.env.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
// without an SMTP server of its own, mail goes to the local catcher, shown at /dev/mail
const catcher = process.env.SMTP_URL ? null : await startMailCatcher();
const mailEnv = catcher && {
  SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}`,
  MAIL_CATCHER_URL: `http://127.0.0.1:${catcher.httpPort}`,
};
const env = {
  ...process.env,
  ...mailEnv,
  PUBLIC_BASE_URL: address,
  PORT: undefined,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
};
// REPLICAS=n: n processes of every component behind balancers, `npm run rollout` (docs/replicas.md)
const replicas = Number(process.env.REPLICAS ?? 1);
if (!Number.isInteger(replicas) || replicas < 1) throw new Error(`REPLICAS must be a whole number ≥ 1`);
// PORTAL_FREE_PORTS=1: the services on free ports, so a test's stack never meets a running one
const freePorts = process.env.PORTAL_FREE_PORTS === '1';
const stackOptions = { env, gatewayPort: port, freePorts, output: 'prefixed' as const };
const replicated = replicas > 1 ? await startReplicatedStack({ ...stackOptions, replicas }) : null;
const stack =
  replicated ??
  (await startStack(stackOptions).catch(async (error) => {
    await catcher?.stop();
    throw error;
  }));
const control = replicated && (await startControl(replicated));

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping all services ...`);
  await control?.close();
  await stack.stop();
  await catcher?.stop();
  console.log('all services stopped');
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

const banner = [
  `Competition portal is running:  ${address}/`,
  `API documentation:              ${address}/api/docs`,
  ...(catcher ? [`Mail catcher:                   ${address}/dev/mail`] : []),
  ...(replicated ? [`Replicas:                       ${replicas} of each component; npm run rollout`] : []),
  'Press Ctrl-C to stop.',
];
console.log(`\n${banner.map((line) => `  ${line}`).join('\n')}\n`);
