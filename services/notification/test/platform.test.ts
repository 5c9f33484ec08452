import { describeServiceBasics } from '@portal/service-kit/testing';
import { notificationService } from '../src/service';

describeServiceBasics(notificationService);
