import { runService } from '@portal/service-kit';
import { paymentService } from './service';

await runService(paymentService);
