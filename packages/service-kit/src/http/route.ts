import type { Permission } from '@portal/contracts';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { requirePermission, type AuthUser } from '../auth/middleware';
import { refuseNulBytes, RequestValidationError, zodToFieldErrors } from './validation';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route: anybody, any logged-in user, or holders of one of the permissions. */
export type Access = 'public' | 'authenticated' | readonly Permission[];

export interface RouteSpec<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** express path, e.g. `/api/clubs/:id` */
  path: string;
  summary: string;
  /** OpenAPI operationId; default derived from method and path (see operation-id.ts) */
  operationId?: string;
  tags?: string[];
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** content type of the body, when not JSON (e.g. form-encoded login) */
  bodyType?: 'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data';
  response?: z.ZodType;
  status?: number;
  handler: (ctx: RouteContext<z.infer<P>, z.infer<Q>, z.infer<B>>) => Promise<unknown> | unknown;
}

export interface RouteContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  user: AuthUser;
  req: Request;
  res: Response;
}

/**
 * One place per service where routes are declared: each route validates its params, query and body
 * with zod (unknown fields refused), checks its permission, and is listed in the OpenAPI document.
 */
export class RouteRegistry {
  readonly router = Router();
  readonly routes: RouteSpec[] = [];

  add<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(spec: RouteSpec<P, Q, B>): this {
    this.routes.push(spec as unknown as RouteSpec);
    const params = strict(spec.params);
    const query = strict(spec.query ?? z.object({}));
    const body = spec.body ? strict(spec.body) : undefined;
    this.router[spec.method](spec.path, requirePermission(spec.access), async (req, res, next) => {
      try {
        const ctx = {
          params: parse(params, req.params, 'params'),
          query: parse(query, req.query ?? {}, 'query'),
          body: body ? parse(body, req.body, 'body') : undefined,
          user: res.locals.user as AuthUser,
          req,
          res,
        } as RouteContext<z.infer<P>, z.infer<Q>, z.infer<B>>;
        const result = await spec.handler(ctx);
        if (res.headersSent) return;
        if (result === undefined) res.status(spec.status ?? 204).end();
        else res.status(spec.status ?? 200).json(result);
      } catch (error) {
        next(error);
      }
    });
    return this;
  }
}

function strict<T extends z.ZodType | undefined>(schema: T): T {
  return (schema instanceof z.ZodObject ? schema.strict() : schema) as T;
}

function parse(schema: z.ZodType | undefined, input: unknown, location: string): unknown {
  if (!schema) return input;
  refuseNulBytes(input, location);
  const result = schema.safeParse(input);
  if (!result.success) throw new RequestValidationError(zodToFieldErrors(result.error, input, location));
  return result.data;
}
