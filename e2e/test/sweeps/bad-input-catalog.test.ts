import { describeBadInputSweep, isIdentityOperation } from './bad-input';

describeBadInputSweep(
  "catalog's, registration's and the other services' operations",
  (op) => !isIdentityOperation(op),
);
