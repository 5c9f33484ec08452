import { describeServiceBasics } from '@portal/service-kit/testing';
import { identityService } from '../src/service';

describeServiceBasics(identityService);
