import { describeServiceBasics } from '@portal/service-kit/testing';
import { paymentService } from '../src/service';

describeServiceBasics(paymentService);
