import { createLogger } from '@portal/service-kit';
import { startGateway } from './server';

try {
  const gateway = await startGateway();
  const stop = () => void gateway.stop().then((clean) => process.exit(clean ? 0 : 1));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  // at any LOG_LEVEL (tests run silent): a process that dies at start-up must say why
  createLogger('gateway', 'fatal').fatal({ err: error }, 'gateway failed to start');
  process.exit(1);
}
