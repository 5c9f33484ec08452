import { describeBadInputSweep, isIdentityOperation } from './bad-input';

describeBadInputSweep("identity's operations", isIdentityOperation);
