import { z } from 'zod';
import { defaultOperationId } from './operation-id';
import type { Access, RouteSpec } from './route';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  nullableWithType(z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }));

/**
 * OpenAPI 3.0 (the version this document declares) gives `nullable` meaning only next to a `type`;
 * zod writes `{ nullable, anyOf }` for a nullable union. Moves `nullable` into each typed branch.
 */
function nullableWithType(value: unknown): JsonSchema {
  if (Array.isArray(value)) return value.map(nullableWithType) as unknown as JsonSchema;
  if (value === null || typeof value !== 'object') return value as JsonSchema;
  const schema = Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, nullableWithType(inner)]),
  ) as JsonSchema;
  if (schema.nullable === true && schema.type === undefined) {
    delete schema.nullable;
    for (const key of ['anyOf', 'oneOf'] as const) {
      const branches = schema[key] as JsonSchema[] | undefined;
      branches?.forEach((branch) => branch.type !== undefined && (branch.nullable = true));
    }
  }
  return schema;
}

/** Public calls take a token when there is one (a guest otherwise); all others need one. */
const securityOf = (access: Access) => (access === 'public' ? [{}, { bearer: [] }] : [{ bearer: [] }]);

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string', description: 'key of the error catalogue' },
    field: { type: 'string' },
    errors: { type: 'array', items: { type: 'object' } },
  },
};

/** Builds the OpenAPI 3.0 document of one service from its route registry. */
export function buildOpenApi(title: string, routes: readonly RouteSpec[]): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Set<string>();
  for (const route of routes) {
    const operationId = route.operationId ?? defaultOperationId(route.method, route.path);
    if (operationIds.has(operationId)) {
      throw new Error(`operationId ${operationId} of ${route.method} ${route.path} is taken: set one`);
    }
    operationIds.add(operationId);
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const parameters = [...objectParameters(route.params, 'path'), ...objectParameters(route.query, 'query')];
    const access = typeof route.access === 'string' ? route.access : route.access.join(' | ');
    paths[path] ??= {};
    paths[path][route.method] = {
      operationId,
      summary: route.summary,
      tags: route.tags ?? [title],
      description: `access: ${access}`,
      security: securityOf(route.access),
      // the permissions (any one suffices) the service checks itself
      ...(typeof route.access === 'string' ? {} : { 'x-permissions': [...route.access] }),
      parameters,
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { [route.bodyType ?? 'application/json']: { schema: toSchema(route.body, 'input') } },
            },
          }
        : {}),
      responses: {
        // a redirect (payment providers' way in and out): the Location header is the answer, and
        // its errors come as the catch-all `default` (Redocly wants a 2XX or a default)
        ...(isRedirect(route.status)
          ? {
              default: { description: 'error', content: { 'application/json': { schema: errorSchema } } },
            }
          : {}),
        [String(route.status ?? (route.response ? 200 : 204))]: {
          description: isRedirect(route.status) ? 'redirect to the Location header' : 'success',
          ...(isRedirect(route.status)
            ? { headers: { Location: { description: 'where the browser goes', schema: { type: 'string' } } } }
            : {}),
          ...(route.response
            ? { content: { 'application/json': { schema: toSchema(route.response, 'output') } } }
            : {}),
        },
        '400': { description: 'invalid input', content: { 'application/json': { schema: errorSchema } } },
        '401': { description: 'session invalid' },
        '403': { description: 'permission denied' },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title, version: '1.0.0' },
    servers: [{ url: '/' }],
    // every operation names the scheme; a service without routes declares none (unused otherwise)
    ...(routes.length
      ? {
          components: {
            securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
          },
        }
      : {}),
    paths,
  };
}

function objectParameters(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => ({
    name,
    in: location,
    required: location === 'path' || !field.safeParse(undefined).success,
    schema: toSchema(field, 'input'),
  }));
}

const isRedirect = (status: number | undefined) => status !== undefined && status >= 300 && status < 400;
