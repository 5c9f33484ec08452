import { createLogger } from '@portal/service-kit';
import { startGateway } from './server';

try {
  const gateway = await startGateway();
  const stop = () => void gateway.stop().then((clean) => process.exit(clean ? 0 : 1));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  createLogger('gateway').fatal({ err: error }, 'gateway failed to start');
  process.exit(1);
}
