import type { Database, DenyList } from '@portal/service-kit';
import { z } from 'zod';
import type { AccessTokens } from '../domain/access-tokens';
import type { ExistenceChecks } from '../domain/existence-checks';
import type { LoginThrottle } from '../domain/login-throttle';

/** What identity's routes need, built once in service.ts. */
export interface IdentityDeps {
  db: Database;
  denyList: DenyList;
  tokens: AccessTokens;
  throttle: LoginThrottle;
  existenceChecks: ExistenceChecks;
}

export { idParams } from '@portal/contracts';
export const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
export const TAGS = ['identity'];
