import { type JsonSchema, type Operation } from './openapi';
import { defaultParts, type RequestParts } from './requests';

/** One bad input: `kind` names it in failure ids, `where` says which field it went into. */
export interface Probe {
  kind: string;
  where: string;
  parts: RequestParts;
}

export const INT32_OVERFLOW = 2147483648;
const LONG = 'x'.repeat(100_000);
const NUL = 'sweep\u0000nul';
const DEPTH = 5000;
const deepArray = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const deepObject = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);

const typeOf = (schema: JsonSchema | undefined): string | undefined => {
  if (!schema) return undefined;
  if (schema.type) return schema.type;
  const options = schema.anyOf ?? schema.oneOf;
  return options?.map(typeOf).find((t) => t && t !== 'null');
};

/** A value of another type than the schema wants. */
const wrongType = (schema: JsonSchema | undefined): unknown =>
  typeOf(schema) === 'string' ? { not: 'a string' } : 'not-a-number-or-object';

/** Inputs derived from the operation's schemas, each changing one thing of a valid-looking request. */
export function probesOf(op: Operation): Probe[] {
  const base = defaultParts(op);
  const probes: Probe[] = [];
  const add = (kind: string, where: string, parts: RequestParts) =>
    probes.push({ kind, where, parts: { ...base, ...parts } });

  for (const parameter of op.parameters) {
    const type = typeOf(parameter.schema);
    const numeric = type === 'integer' || type === 'number';
    const values: [string, string][] = [
      ['NUL byte', NUL],
      ['100,000 characters', LONG],
    ];
    if (numeric || type === 'boolean') values.push(['wrong type', 'abc']);
    if (numeric) values.push(['int32 overflow', String(INT32_OVERFLOW)], ['unknown id', '999999']);
    for (const [kind, value] of values) {
      if (parameter.in === 'path')
        add(`path ${kind}`, parameter.name, { params: { ...base.params, [parameter.name]: value } });
      else add(`query ${kind}`, parameter.name, { query: { ...base.query, [parameter.name]: value } });
    }
    if (parameter.in === 'query' && parameter.name === 'filter') {
      add('query 5,000-deep JSON', 'filter', { query: { ...base.query, filter: deepObject } });
      add('query 5,000-deep JSON', 'filter', { query: { ...base.query, filter: deepArray } });
    }
  }
  add('100,000-character query string', 'query', {
    rawQuery: new URLSearchParams({ ...base.query, sweep: LONG }).toString(),
  });

  if (op.bodySchema) {
    const body = base.body;
    const objectBody = typeof body === 'object' && body !== null && !Array.isArray(body);
    add('body 5,000-deep JSON', 'body', { rawBody: deepArray });
    add('body 5,000-deep JSON', 'body', { rawBody: deepObject });
    add('body wrong type', 'body', { body: typeOf(op.bodySchema) === 'string' ? 1 : 'abc' });
    if (objectBody && op.bodyType === 'application/json') {
      const json = JSON.stringify(body).slice(1);
      const comma = json === '}' ? '' : ',';
      add('body __proto__ key', '__proto__', {
        rawBody: `{"__proto__":{"isAdmin":true,"club":{"id":2}}${comma}${json}`,
      });
      add('body constructor key', 'constructor', {
        rawBody: `{"constructor":{"prototype":{"isAdmin":true}}${comma}${json}`,
      });
    }
    for (const [name, schema] of Object.entries(op.bodySchema.properties ?? {})) {
      if (!objectBody) break;
      const type = typeOf(schema);
      const withField = (value: unknown) => ({ body: { ...(body as object), [name]: value } });
      add('body wrong type', name, withField(wrongType(schema)));
      if (type === 'string') {
        add('body NUL byte', name, withField(NUL));
        add('body 100,000 characters', name, withField(LONG));
      }
      if (type === 'integer') add('body int32 overflow', name, withField(INT32_OVERFLOW));
      if (type === 'object' && schema.properties?.id)
        add('body int32 overflow', `${name}.id`, withField({ id: INT32_OVERFLOW }));
      if (type === 'array' && typeOf(schema.items) === 'integer') {
        add('body int32 overflow', `${name}[]`, withField([INT32_OVERFLOW]));
        add('body unknown id', `${name}[]`, withField([999999]));
      }
    }
  }
  return probes;
}
