import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../src/http/error-handler';

/** What the handler logs at which level, read back from pino's JSON lines. */
const capturedLogger = () => {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
};

describe('error handler', () => {
  it('when the client went away during an answer then nothing is logged as an error and nothing is sent', async () => {
    const { logger, lines } = capturedLogger();
    const app = express();
    app.get('/file', (_req, _res, next) =>
      next(Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' })),
    );
    app.get('/broken', () => {
      throw new Error('a bug');
    });
    app.use(errorHandler(logger));
    // the aborted answer is left alone: supertest sees the socket closed by the server's timeout
    const aborted = await request(app)
      .get('/file')
      .timeout(300)
      .catch((error: Error) => error);
    expect(aborted).toBeInstanceOf(Error);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([[20, 'client went away']]);
    const broken = await request(app).get('/broken');
    expect(broken.status).toBe(500);
    expect(lines.at(-1)).toMatchObject({ level: 50, msg: 'request failed' });
  });
});
