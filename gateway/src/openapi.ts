import type { ServiceName } from '@portal/contracts';
import type { Logger } from '@portal/service-kit';

type Document = {
  paths?: Record<string, unknown>;
  components?: { securitySchemes?: Record<string, unknown> };
};

/** Merges the OpenAPI documents every service serves at /openapi.json and the gateway's own (cached briefly). */
export function openApiMerger(
  upstreams: Record<ServiceName, string>,
  logger: Logger,
  /** the gateway's own operations (live places) */
  own: Record<string, unknown> = {},
  cacheMs = 30_000,
) {
  let cached: { at: number; doc: Record<string, unknown> } | null = null;
  return async (): Promise<Record<string, unknown>> => {
    if (cached && Date.now() - cached.at < cacheMs) return cached.doc;
    const paths: Record<string, unknown> = { ...own };
    const missing: string[] = [];
    await Promise.all(
      Object.entries(upstreams).map(async ([service, url]) => {
        try {
          const response = await fetch(`${url}/openapi.json`, { signal: AbortSignal.timeout(3000) });
          const doc = (await response.json()) as Document;
          Object.assign(paths, doc.paths ?? {});
        } catch (error) {
          missing.push(service);
          logger.warn({ err: error, service }, 'OpenAPI document unavailable');
        }
      }),
    );
    const doc = {
      openapi: '3.0.3',
      info: {
        title: 'Competition sign-up portal API',
        version: '1.0.0',
        description: missing.length ? `Unavailable right now: ${missing.sort().join(', ')}` : 'All services',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    };
    if (missing.length === 0) cached = { at: Date.now(), doc };
    return doc;
  };
}
