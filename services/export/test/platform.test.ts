import { describeServiceBasics } from '@portal/service-kit/testing';
import { exportService } from '../src/service';

describeServiceBasics(exportService);
