import type { ChildProcess } from 'node:child_process';
import { HEALTH_PATHS } from '../health';
import { singleRequest } from './single-request';
import { waitFor } from './infra';

/** One line of a process's JSON log (pino) with the fields start-up tests read. */
export interface LogLine {
  level: number;
  msg: string;
  dependency?: string;
  attempt?: number;
  retryInMs?: number;
}

/**
 * What a test watches of a component it started (`LOG_LEVEL=info`, stdout piped): the JSON log
 * lines as they come, its exit code once it ends, and its probes.
 */
export function watchProcess(child: ChildProcess, port: number) {
  const lines: LogLine[] = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const parts = (buffered + chunk.toString()).split('\n');
    buffered = parts.pop() ?? '';
    for (const part of parts) if (part.startsWith('{')) lines.push(JSON.parse(part) as LogLine);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    lines,
    exited,
    /** waits until it listens (liveness answers); fails at once when it exits first */
    alive: (timeoutMs: number) =>
      waitFor(
        async () => {
          if (child.exitCode !== null) throw new Error(`the process exited with ${child.exitCode}`);
          return (await singleRequest(port, HEALTH_PATHS.liveness).catch(() => null))?.status;
        },
        timeoutMs,
        100,
      ),
    /** its readiness answer now */
    async readiness<B = Record<string, unknown>>() {
      const answer = await singleRequest(port, HEALTH_PATHS.readiness);
      return { status: answer.status, body: JSON.parse(answer.body) as B };
    },
  };
}
