import { runService } from '@portal/service-kit';
import { notificationService } from './service';

await runService(notificationService);
