import { runService } from '@portal/service-kit';
import { exportService } from './service';

await runService(exportService);
