import { runService } from '@portal/service-kit';
import { catalogService } from './service';

await runService(catalogService);
