/** The operations of the merged OpenAPI document and minimal valid inputs built from their schemas. */
export type JsonSchema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  default?: unknown;
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `METHOD path` as the OpenAPI document names it, e.g. `PUT /api/clubs/{id}` */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  bodyType?: string;
  bodySchema?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
    >
  >;
}

export async function loadOperations(url: string): Promise<Operation[]> {
  const response = await fetch(`${url}/api/openapi.json`);
  if (!response.ok) throw new Error(`openapi.json: ${response.status}`);
  const document = (await response.json()) as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const [bodyType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        bodyType,
        bodySchema: content?.schema,
      });
    }
  }
  return operations.sort((a, b) => a.key.localeCompare(b.key));
}

const DAY = 86_400_000;

/** A minimal value the schema accepts: required properties only, the first enum value, bounds kept. */
export function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return undefined;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice)
    return sample(choice.find((option) => option.type !== 'null' && !option.nullable) ?? choice[0], name);
  if (schema.allOf) return sample(Object.assign({}, ...schema.allOf) as JsonSchema, name);
  switch (schema.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = sample(schema.properties?.[key], key);
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, name));
    case 'integer':
    case 'number': {
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : 1;
      return schema.exclusiveMinimum === true ? minimum + 1 : Math.max(minimum, 1);
    }
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema, name);
    default:
      return name ? 'sweep' : {};
  }
}

function sampleString(schema: JsonSchema, name: string): string {
  const future = new Date(Date.now() + 30 * DAY).toISOString();
  if (schema.format === 'email' || /mail/i.test(name)) return 'sweep@example.org';
  if (schema.format === 'date') return future.slice(0, 10);
  if (schema.format === 'date-time') return future.slice(0, 19);
  if (schema.format === 'uri' || /link/i.test(name)) return 'https://example.org/';
  const text = 'Sweep ' + name;
  return text.padEnd(Math.max(schema.minLength ?? 0, text.length), 'x').slice(0, schema.maxLength ?? 255);
}

/** The path with its `{name}` placeholders replaced. */
export const fillPath = (path: string, values: Record<string, string | number>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? 1)));
