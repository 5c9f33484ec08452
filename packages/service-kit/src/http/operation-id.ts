import type { HttpMethod } from './route';

/** Path segments that are the spec's call names (`createUser`, `getCompetitionFromPublicId`). */
const CALL_NAME =
  /^(get|find|list|check|create|verify|reset|confirm|update|force|delete|deactivate|click|prepare|cancel|send|mark)[A-Z]/;
const VERB: Record<HttpMethod, string> = {
  get: 'get',
  post: 'create',
  put: 'update',
  patch: 'patch',
  delete: 'delete',
};
const PUBLIC_PREFIX = 'publicResources';

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const isParam = (segment: string) => segment.startsWith(':') || segment.startsWith('{');

function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The default `operationId` of a route, stable and readable, derived from method and path:
 * - a path ending in one of the spec's call names is named by it (`/api/publicResources/createUser`
 *   → `createUser`), prefixed by its resource when one comes before (`/api/clubs/deleteMany` →
 *   `clubsDeleteMany`), so names stay unique across services;
 * - any other path is verb + its words (`GET /api/clubs` → `listClubs`, `POST /api/clubs` →
 *   `addClub`, `GET /api/clubs/:id` → `getClub`, `PUT /api/profile/competitionView` →
 *   `updateProfileCompetitionView`); paths under `publicResources` say `Public`
 *   (`GET /api/publicResources/factors` → `listPublicFactors`).
 * A route may set its own `operationId` where this reads badly.
 */
export function defaultOperationId(method: HttpMethod, path: string): string {
  const segments = path
    .split('/')
    .filter((s) => s && s !== 'api' && !/^\d+$/.test(s))
    .map((s) => s.replace(/\.json$/, '').replace(/[^A-Za-z0-9:{}]/g, ''));
  const isPublic = segments[0] === PUBLIC_PREFIX;
  if (isPublic) segments.shift();
  const words = segments.filter((s) => !isParam(s));
  const endsWithParam = segments.length > 0 && isParam(segments.at(-1)!);
  const last = words.at(-1) ?? 'root';
  if (CALL_NAME.test(last)) {
    const resource = words.slice(0, -1);
    return resource.length ? `${resource[0]}${[...resource.slice(1), last].map(pascal).join('')}` : last;
  }
  const adds = method === 'post' && !endsWithParam; // POST to a collection adds one
  const one = endsWithParam || adds ? singular(last) : last;
  const nouns = [...words.slice(0, -1), one];
  const verb = adds ? 'add' : method === 'get' && !endsWithParam && /s$/.test(last) ? 'list' : VERB[method];
  // `GET /api/advertising/:id` next to `GET /api/advertising`: a noun without plural names its key
  const key = endsWithParam && one === last ? `By${pascal(segments.at(-1)!.replace(/^[:{]|}$/g, ''))}` : '';
  return `${verb}${isPublic ? 'Public' : ''}${nouns.map(pascal).join('')}${key}`;
}
