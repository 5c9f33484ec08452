import { describeServiceBasics } from '@portal/service-kit/testing';
import { catalogService } from '../src/service';

describeServiceBasics(catalogService);
