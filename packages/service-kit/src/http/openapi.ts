import { z } from 'zod';
import type { RouteSpec } from './route';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;

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
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const parameters = [...objectParameters(route.params, 'path'), ...objectParameters(route.query, 'query')];
    const access = typeof route.access === 'string' ? route.access : route.access.join(' | ');
    paths[path] ??= {};
    paths[path][route.method] = {
      summary: route.summary,
      tags: route.tags ?? [title],
      description: `access: ${access}`,
      ...(route.access === 'public' ? {} : { security: [{ bearer: [] }] }),
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
        [String(route.status ?? (route.response ? 200 : 204))]: {
          description: 'success',
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
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
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
