import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApi } from '../src/http/openapi';
import { defaultOperationId } from '../src/http/operation-id';
import { RouteRegistry, type RouteSpec } from '../src/http/route';
import { lintOpenApi } from '../src/testing';

const handler = () => undefined;
const routes = new RouteRegistry()
  .add({ method: 'get', path: '/api/clubs', summary: 'list', access: 'authenticated', handler })
  .add({
    method: 'put',
    path: '/api/users/:id',
    summary: 'edit a user; password optional (empty or null keeps it)',
    access: ['USER_EDIT', 'IS_ADMIN'],
    params: z.object({ id: z.coerce.number().int() }),
    body: z.object({ password: z.union([z.literal(''), z.string().min(6)]).nullish() }),
    handler,
  })
  .add({
    method: 'post',
    path: '/api/publicResources/createUser',
    summary: 'register',
    access: 'public',
    body: z.object({ username: z.string() }),
    status: 201,
    response: z.object({ id: z.number().int(), note: z.string().nullable() }),
    handler,
  }).routes;

describe('OpenAPI document of a service', () => {
  const doc = buildOpenApi('kit', routes) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };

  it('when linted with Redocly recommended then it has no errors and no warnings', async () => {
    expect(await lintOpenApi(doc)).toEqual([]);
  });

  it('when built then every operation declares its security, operationId and permissions', () => {
    const edit = doc.paths['/api/users/{id}']!.put!;
    expect(edit).toMatchObject({
      operationId: 'updateUser',
      security: [{ bearer: [] }],
      'x-permissions': ['USER_EDIT', 'IS_ADMIN'],
    });
    expect(doc.paths['/api/clubs']!.get).toMatchObject({
      operationId: 'listClubs',
      security: [{ bearer: [] }],
    });
    const register = doc.paths['/api/publicResources/createUser']!.post!;
    expect(register).toMatchObject({ operationId: 'createUser', security: [{}, { bearer: [] }] });
    expect(register['x-permissions']).toBeUndefined();
  });

  it('when a nullable union is documented then nullable sits next to a type (OpenAPI 3.0)', () => {
    const body = doc.paths['/api/users/{id}']!.put!.requestBody as {
      content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }>;
    };
    const password = body.content['application/json']!.schema.properties.password!;
    expect(password.nullable).toBeUndefined();
    expect(password.anyOf).toEqual([
      expect.objectContaining({ type: 'string', nullable: true }),
      expect.objectContaining({ type: 'string', nullable: true }),
    ]);
  });

  it('when two routes would share an operationId then building the document refuses', () => {
    const twice = [routes[0]!, { ...routes[0]!, path: '/api/clubs/' } as RouteSpec];
    expect(() => buildOpenApi('kit', twice)).toThrow(/operationId listClubs/);
    const named = [
      routes[0]!,
      { ...routes[0]!, path: '/api/clubs/', operationId: 'listClubsAgain' } as RouteSpec,
    ];
    expect(() => buildOpenApi('kit', named)).not.toThrow();
  });
});

describe('default operationId', () => {
  it.each([
    ['post', '/api/publicResources/createUser', 'createUser'],
    ['get', '/api/publicResources/getCompetitionFromPublicId/:publicLink', 'getCompetitionFromPublicId'],
    ['post', '/api/registration/prepareOrder', 'registrationPrepareOrder'],
    ['post', '/api/clubs/deleteMany', 'clubsDeleteMany'],
    ['get', '/api/clubs', 'listClubs'],
    ['post', '/api/clubs', 'addClub'],
    ['get', '/api/clubs/:id', 'getClub'],
    ['delete', '/api/competitionClasses/:id', 'deleteCompetitionClass'],
    ['get', '/api/publicResources/factors', 'listPublicFactors'],
    ['get', '/api/advertising/:id', 'getAdvertisingById'],
    ['put', '/api/profile/competitionView', 'updateProfileCompetitionView'],
    ['delete', '/api/profile/:id/deputy/:deputyId', 'deleteProfileDeputyByDeputyId'],
  ] as const)('%s %s → %s', (method, path, expected) => {
    expect(defaultOperationId(method, path)).toBe(expected);
  });
});
