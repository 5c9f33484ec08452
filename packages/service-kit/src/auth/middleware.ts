import type { Permission, RoleName } from '@portal/contracts';
import type { RequestHandler } from 'express';
import { DomainError } from '../errors';
import type { Access } from '../http/route';
import type { DenyList } from './deny-list';
import type { TokenVerifier } from './tokens';

export interface AuthUser {
  /** null for a guest */
  id: number | null;
  username: string | null;
  roles: RoleName[];
  permissions: Permission[];
  clubId: number | null;
  paymentUntil: string | null;
}

export const GUEST: AuthUser = Object.freeze({
  id: null,
  username: null,
  roles: ['ROLE_GUEST'],
  permissions: ['IS_GUEST'],
  clubId: null,
  paymentUntil: null,
}) as AuthUser;

/**
 * Reads the bearer token: none means guest; an invalid, expired or denied one answers 401
 * ("session invalid"), so the client clears its session.
 */
export function authenticate(verify: TokenVerifier, denyList?: DenyList): RequestHandler {
  return async (req, res, next) => {
    const header = req.header('authorization');
    if (!header) {
      res.locals.user = GUEST;
      return next();
    }
    const token = header.replace(/^Bearer\s+/i, '');
    try {
      const claims = await verify(token);
      if (denyList && (await denyList.isDenied(claims.sub, claims.iatMs ?? claims.iat * 1000)))
        throw new Error('denied');
      res.locals.user = {
        id: Number(claims.sub),
        username: claims.username,
        roles: claims.roles,
        permissions: claims.permissions,
        clubId: claims.clubId,
        paymentUntil: claims.paymentUntil,
      } satisfies AuthUser;
      res.locals.tokenTimes = { iat: claims.iat, exp: claims.exp };
      next();
    } catch {
      next(new DomainError('Unauthorized', 401));
    }
  };
}

export const hasPermission = (user: AuthUser, ...permissions: readonly Permission[]) =>
  permissions.some((p) => user.permissions.includes(p));

/** Guard of one route; the service checks it itself, whatever the gateway did. */
export function requirePermission(access: Access): RequestHandler {
  return (_req, res, next) => {
    const user: AuthUser = res.locals.user ?? GUEST;
    if (access === 'public') return next();
    if (access !== 'authenticated' && hasPermission(user, ...access)) return next();
    if (user.id === null) return next(new DomainError('Unauthorized', 401));
    if (access === 'authenticated') return next();
    next(new DomainError('PERMISSION_DENIED', 403));
  };
}
