import type { ExportJobStatus } from '@portal/contracts';
import { bearer, tokenFromAuthorizationHeader } from '../api/authResponse';
import { messageFromBody, messageForStatus } from '../api/errorMessage';

/**
 * One file download of the API (exports and stored documents): the request with the session's
 * token, the answer saved under the name of its Content-Disposition header, failures as the
 * spec's message keys. Long exports answer `202` with the status of a job (`{ id, state, progress,
 * downloadUrl }`, docs/exports.md): it is polled at `exports/jobs/{id}`, its progress reported,
 * and its file fetched from `downloadUrl` once it is completed.
 */

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface FileRequest {
  /** below `/api`, e.g. `exports/practiScore` */
  path: string;
  method?: 'GET' | 'POST';
  /** the flattened query; a list repeats its parameter */
  params?: Record<string, QueryValue>;
  /** a JSON body (POST) */
  body?: unknown;
  /** the name when the answer has no Content-Disposition */
  fallbackName: string;
}

export type DownloadOutcome =
  { ok: true; fileName: string } | { ok: false; error: string; status: number | null };

/** What the download reads of an export job's status (`GET exports/jobs/{id}`; the export service's). */
export type ExportJobState = Pick<ExportJobStatus, 'id' | 'state' | 'progress'> &
  Partial<Pick<ExportJobStatus, 'error' | 'downloadUrl'>>;

export interface DownloadDeps {
  token: string | null;
  /** `/api` unless a test serves the API elsewhere */
  baseUrl?: string;
  fetchFn?: typeof fetch;
  /** saves the file (a link with `download` in the browser) */
  save?: (blob: Blob, fileName: string) => void;
  /** progress of a long export in percent; null while the service has not started it */
  onProgress?: (percent: number | null) => void;
  /** a renewed token from an answer's Authorization header */
  onToken?: (token: string) => void;
  /** waits between two polls of a job */
  wait?: (ms: number) => Promise<void>;
  pollMs?: number;
  signal?: AbortSignal;
}

/** The file name of a Content-Disposition header (UTF-8 form first), else the fallback. */
export const fileNameOf = (disposition: string | null, fallback: string): string => {
  if (!disposition) return fallback;
  const utf8 = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8.trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1];
  return plain?.trim() || fallback;
};

/** `path?query` of a request; a list repeats its key, empty values stay away. */
export const requestUrl = (baseUrl: string, request: Pick<FileRequest, 'path' | 'params'>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  const query = search.toString();
  return `${baseUrl}/${request.path}${query ? `?${query}` : ''}`;
};

/** The message key of a failed answer: its `{ error }` body, else one for its status. */
export const errorOfResponse = async (response: Response): Promise<string> => {
  let body: unknown = null;
  try {
    body = JSON.parse(await response.text());
  } catch {
    // not JSON (a proxy page): the status says enough
  }
  return messageFromBody(body) ?? messageForStatus(response.status);
};

/** Saves a blob as a file through a temporary link. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  window.document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isJob = (body: unknown): body is ExportJobState =>
  typeof body === 'object' && body !== null && typeof (body as { id?: unknown }).id === 'string';

/** The job's file below the base URL (the service names it from `/api`). */
const jobFilePath = (job: ExportJobState): string =>
  job.downloadUrl
    ? job.downloadUrl.replace(/^\/?api\//, '')
    : `exports/jobs/${encodeURIComponent(job.id)}/download`;

/** Fetches a file request and saves the answer; a 202 job is polled until its file is ready. */
export const downloadFile = async (request: FileRequest, deps: DownloadDeps): Promise<DownloadOutcome> => {
  const baseUrl = deps.baseUrl ?? '/api';
  // called on the global object: a detached `fetch` throws "Illegal invocation" in browsers
  const fetchFn: typeof fetch = deps.fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  const save = deps.save ?? saveBlob;
  const wait = deps.wait ?? sleep;
  let token = deps.token;

  const call = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (token) headers.set('Authorization', bearer(token));
    const response = await fetchFn(url, { ...init, headers, signal: deps.signal });
    const renewed = tokenFromAuthorizationHeader(response.headers.get('Authorization'));
    if (renewed && renewed !== token) {
      token = renewed;
      deps.onToken?.(renewed);
    }
    return response;
  };
  const failed = async (response: Response): Promise<DownloadOutcome> => ({
    ok: false,
    error: await errorOfResponse(response),
    status: response.status,
  });
  const saved = async (response: Response): Promise<DownloadOutcome> => {
    const fileName = fileNameOf(response.headers.get('Content-Disposition'), request.fallbackName);
    save(await response.blob(), fileName);
    return { ok: true, fileName };
  };

  try {
    const method = request.method ?? 'GET';
    const first = await call(requestUrl(baseUrl, request), {
      method,
      ...(request.body === undefined
        ? {}
        : { body: JSON.stringify(request.body), headers: { 'Content-Type': 'application/json' } }),
    });
    if (!first.ok) return failed(first);
    if (first.status !== 202) return saved(first);

    // a long export: the service runs it as a job and reports its progress
    let job: unknown = await first.json();
    if (!isJob(job)) return { ok: false, error: 'INTERNAL_ERROR', status: first.status };
    const statusPath = `exports/jobs/${encodeURIComponent(job.id)}`;
    for (;;) {
      if (job.state === 'failed') return { ok: false, error: job.error || 'INTERNAL_ERROR', status: null };
      deps.onProgress?.(job.state === 'waiting' ? null : Math.max(0, Math.min(100, job.progress)));
      if (job.state === 'completed') break;
      await wait(deps.pollMs ?? 1000);
      if (deps.signal?.aborted) return { ok: false, error: 'ABORTED', status: null };
      const poll = await call(requestUrl(baseUrl, { path: statusPath }));
      if (!poll.ok) return failed(poll);
      job = await poll.json();
      if (!isJob(job)) return { ok: false, error: 'INTERNAL_ERROR', status: poll.status };
    }
    const file = await call(requestUrl(baseUrl, { path: jobFilePath(job) }));
    return file.ok ? saved(file) : failed(file);
  } catch {
    if (deps.signal?.aborted) return { ok: false, error: 'ABORTED', status: null };
    // the server was not reached
    return { ok: false, error: 'SERVICE_UNAVAILABLE', status: null };
  }
};
