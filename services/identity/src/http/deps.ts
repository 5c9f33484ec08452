import type { Database, DenyList } from '@portal/service-kit';
import { z } from 'zod';
import type { AccessTokens } from '../domain/access-tokens';
import type { LoginThrottle } from '../domain/login-throttle';

/** What identity's routes need, built once in service.ts. */
export interface IdentityDeps {
  db: Database;
  denyList: DenyList;
  tokens: AccessTokens;
  throttle: LoginThrottle;
  /** see LOGIN_PROXY_HOPS */
  proxyHops: number;
}

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
export const TAGS = ['identity'];
