import { describeBadInputSweep, isIdentityOperation } from './bad-input';

describeBadInputSweep("catalog's operations", (op) => !isIdentityOperation(op));
