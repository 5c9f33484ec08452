import { describeServiceBasics } from '@portal/service-kit/testing';
import { registrationService } from '../src/service';

describeServiceBasics(registrationService);
