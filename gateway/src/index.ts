import { createLogger } from '@portal/service-kit';
import { startGateway } from './server';

try {
  const gateway = await startGateway();
  const stop = () => void gateway.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  createLogger('gateway').fatal({ err: error }, 'gateway failed to start');
  process.exit(1);
}
