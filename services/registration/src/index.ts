import { runService } from '@portal/service-kit';
import { registrationService } from './service';

await runService(registrationService);
