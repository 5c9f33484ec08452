/// <reference types="node" />
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_TYPES,
  emptyExport,
  exportRequestOf,
  exportTypesFor,
  minHeightOf,
  validateExport,
} from '../src/admin/exports/exportForm';
import { EXPORT_REQUESTS } from '../src/downloads/exportRequests';
import { downloadFile, fileNameOf, requestUrl, type DownloadDeps } from '../src/downloads/fileDownload';

/**
 * The shared download helper against a real HTTP server that answers like the export service:
 * files with Content-Disposition, `{ error }` bodies, renewed tokens, and a job that reports its
 * progress before its file is ready.
 */
interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

let server: http.Server;
let baseUrl = '';
const seen: Seen[] = [];
const jobPolls = new Map<string, number>();

const route = (request: http.IncomingMessage, body: string, response: http.ServerResponse) => {
  const url = new URL(request.url ?? '/', 'http://x');
  seen.push({
    method: request.method ?? '',
    url: request.url ?? '',
    authorization: request.headers.authorization,
    body,
  });
  const send = (status: number, content: string, headers: Record<string, string>) => {
    response.writeHead(status, headers);
    response.end(content);
  };
  switch (url.pathname) {
    case '/api/exports/practiScore':
      return send(200, 'First Name,Last Name\r\nAnna,Berger\r\n', {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="practiscore.csv"; filename*=UTF-8''practiscore_2026-11-24_05-00_%C3%9Cbung.csv`,
        Authorization: 'Bearer renewed-token',
      });
    case '/api/exports/competitors':
      return send(404, JSON.stringify({ error: 'COMPETITION_DOESNT_EXIST' }), {
        'Content-Type': 'application/json',
      });
    case '/api/exports/allUsers':
      return send(403, '<html>forbidden</html>', { 'Content-Type': 'text/html' });
    case '/api/exports/allCompetitors':
      return send(202, JSON.stringify({ id: 'job-1', state: 'waiting', progress: 0, downloadUrl: null }), {
        'Content-Type': 'application/json',
      });
    case '/api/exports/jobs/job-1': {
      const polls = (jobPolls.get('job-1') ?? 0) + 1;
      jobPolls.set('job-1', polls);
      const state =
        polls === 1
          ? { id: 'job-1', state: 'active', progress: 40, downloadUrl: null }
          : {
              id: 'job-1',
              state: 'completed',
              progress: 100,
              downloadUrl: '/api/exports/jobs/job-1/download',
            };
      return send(200, JSON.stringify(state), { 'Content-Type': 'application/json' });
    }
    case '/api/exports/jobs/job-1/download':
      return send(200, 'xlsx bytes', {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': 'attachment; filename="anmeldungen_2026-11-24_05-00.xlsx"',
      });
    case '/api/exports/advertisements':
      return send(202, JSON.stringify({ id: 'job-2', state: 'active', progress: 0 }), {
        'Content-Type': 'application/json',
      });
    case '/api/exports/jobs/job-2':
      return send(
        200,
        JSON.stringify({ id: 'job-2', state: 'failed', progress: 10, error: 'FIELD_INVALID' }),
        {
          'Content-Type': 'application/json',
        },
      );
    case '/api/download':
      return send(200, 'pdf', { 'Content-Type': 'application/pdf' });
    default:
      return send(404, JSON.stringify({ error: 'NOT_FOUND' }), { 'Content-Type': 'application/json' });
  }
};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => route(request, Buffer.concat(chunks).toString('utf8'), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const run = (deps: Partial<DownloadDeps> = {}) => {
  const saved: { name: string; text: Promise<string> }[] = [];
  const progress: (number | null)[] = [];
  const tokens: string[] = [];
  const base: DownloadDeps = {
    token: 'session-token',
    baseUrl,
    save: (blob, name) => saved.push({ name, text: blob.text() }),
    onProgress: (percent) => progress.push(percent),
    onToken: (token) => tokens.push(token),
    wait: async () => undefined,
    ...deps,
  };
  return { deps: base, saved, progress, tokens };
};

describe('the shared download helper', () => {
  it('sends the token, saves the answer under its Content-Disposition name and keeps a renewed token', async () => {
    const { deps, saved, tokens } = run();
    const outcome = await downloadFile(EXPORT_REQUESTS.practiScore(7), deps);
    expect(outcome).toEqual({ ok: true, fileName: 'practiscore_2026-11-24_05-00_Übung.csv' });
    expect(saved.map((file) => file.name)).toEqual(['practiscore_2026-11-24_05-00_Übung.csv']);
    expect(await saved[0]!.text).toBe('First Name,Last Name\r\nAnna,Berger\r\n');
    expect(tokens).toEqual(['renewed-token']);
    const request = seen.at(-1)!;
    expect(request.authorization).toBe('Bearer session-token');
    expect(request.url).toBe('/api/exports/practiScore?competitionId=7');
  });

  it('answers the spec key of a refused export and saves nothing', async () => {
    const { deps, saved } = run();
    expect(await downloadFile(EXPORT_REQUESTS.competitors(999), deps)).toEqual({
      ok: false,
      error: 'COMPETITION_DOESNT_EXIST',
      status: 404,
    });
    // a body that is not JSON: the key of the status
    expect(await downloadFile(EXPORT_REQUESTS.allUsers(), deps)).toEqual({
      ok: false,
      error: 'ACCESS_DENIED',
      status: 403,
    });
    expect(saved).toEqual([]);
  });

  it('follows a long export’s job, reports its progress and saves its file when it is ready', async () => {
    const { deps, saved, progress } = run();
    const outcome = await downloadFile(EXPORT_REQUESTS.allCompetitors(), deps);
    expect(outcome).toEqual({ ok: true, fileName: 'anmeldungen_2026-11-24_05-00.xlsx' });
    expect(progress).toEqual([null, 40, 100]);
    expect(await saved[0]!.text).toBe('xlsx bytes');
    const paths = seen.slice(-4).map((request) => request.url);
    expect(paths).toEqual([
      '/api/exports/allCompetitors',
      '/api/exports/jobs/job-1',
      '/api/exports/jobs/job-1',
      '/api/exports/jobs/job-1/download',
    ]);
  });

  it('answers the error of a failed job', async () => {
    const { deps, saved } = run();
    expect(await downloadFile(EXPORT_REQUESTS.advertisements('2026-01-01', '2026-12-31'), deps)).toEqual({
      ok: false,
      error: 'FIELD_INVALID',
      status: null,
    });
    expect(saved).toEqual([]);
  });

  it('posts a JSON body and falls back to the given name without Content-Disposition', async () => {
    const { deps, saved } = run({ token: null });
    const outcome = await downloadFile(
      { path: 'download', method: 'POST', body: { publicId: 'abc' }, fallbackName: 'stored.pdf' },
      deps,
    );
    expect(outcome).toEqual({ ok: true, fileName: 'stored.pdf' });
    expect(saved[0]!.name).toBe('stored.pdf');
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', body: '{"publicId":"abc"}', authorization: undefined });
  });

  it('answers SERVICE_UNAVAILABLE when the server is not reached', async () => {
    const { deps } = run({ baseUrl: 'http://127.0.0.1:1/api' });
    expect(await downloadFile(EXPORT_REQUESTS.allUsers(), deps)).toEqual({
      ok: false,
      error: 'SERVICE_UNAVAILABLE',
      status: null,
    });
  });

  it('builds flat query strings: lists repeat, empty values stay away', () => {
    expect(requestUrl('/api', { path: 'exports/x', params: { a: [1, 2], b: '', c: null, d: true } })).toBe(
      '/api/exports/x?a=1&a=2&d=true',
    );
    expect(
      EXPORT_REQUESTS.competitions({ club: [3], type: [], level: [2], province: ['Wien'] }).params,
    ).toEqual({
      club: [3],
      level: [2],
      state: ['Wien'],
    });
    expect(EXPORT_REQUESTS.reservationCodes({ competitionId: null, used: false }).params).toEqual({
      used: false,
    });
    expect(fileNameOf('attachment; filename=plain.csv', 'x')).toBe('plain.csv');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });
});

describe('the exports page’s choices and rules', () => {
  it('offers users, adverts and competitions only to portal and system admins', () => {
    expect(exportTypesFor(['IS_ADMIN'])).toEqual([...EXPORT_TYPES]);
    expect(exportTypesFor(['IS_PORTAL_ADMIN'])).toEqual([...EXPORT_TYPES]);
    expect(exportTypesFor(['IS_CLUB_ADMIN'])).toEqual(['allCompetitors', 'practiScore', 'practiScoreStand']);
  });

  it('requires a competition for PractiScore and both dates for adverts, in order', () => {
    expect(validateExport(emptyExport('practiScore'))).toEqual({ competitionId: 'FIELD_IS_REQUIRED' });
    expect(validateExport({ ...emptyExport('practiScoreStand'), competitionId: 3 })).toEqual({});
    expect(validateExport(emptyExport('advertisements'))).toEqual({
      from: 'FIELD_IS_REQUIRED',
      to: 'FIELD_IS_REQUIRED',
    });
    expect(
      validateExport({ ...emptyExport('advertisements'), from: '2026-05-02', to: '2026-05-01' }, 'order'),
    ).toEqual({ to: 'order' });
    // the competitions export takes an open period
    expect(validateExport(emptyExport('adminCompetitions'))).toEqual({});
    expect(
      validateExport({ ...emptyExport('adminCompetitions'), from: '2026-05-02', to: '2026-05-01' }, 'order'),
    ).toEqual({ to: 'order' });
    expect(validateExport(emptyExport('allCompetitors'))).toEqual({});
  });

  it('has the minimum heights 400, and 800 for the competitions export', () => {
    expect(EXPORT_TYPES.map(minHeightOf)).toEqual([400, 400, 400, 400, 400, 800]);
  });

  it('sends the competitions export’s clubs in the body and only the set filters', () => {
    const request = exportRequestOf({
      ...emptyExport('adminCompetitions'),
      clubs: [1, 2],
      from: '2026-01-01',
      exportSquads: true,
      division: 4,
    });
    expect(request).toMatchObject({
      path: 'exports/adminCompetitions',
      method: 'POST',
      body: { clubs: [1, 2] },
      params: { from: '2026-01-01', exportSquads: true, division: 4 },
    });
  });
});
