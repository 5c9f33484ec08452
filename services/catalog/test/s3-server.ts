import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** s3rver's built-in account (its README): any S3 client signs with these. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const S3_TEST_BUCKET = 'portal-files';

export interface S3Server {
  endpoint: string;
  port: number;
  /** where the server keeps objects and unfinished multipart uploads */
  directory: string;
  /** ends the server process */
  stop(): Promise<void>;
}

// runs in the child: an S3-compatible server (npm's @20minutes/s3rver) on a free port, one bucket
const SERVER = `
const S3rver = require('@20minutes/s3rver');
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[1],
  configureBuckets: [{ name: process.argv[2], configs: [] }] })
  .run()
  .then((address) => console.log(JSON.stringify({ port: address.port })))
  .catch((error) => { console.error(error); process.exit(1); });
`;

/**
 * A real S3-compatible server as its own process, with its data in a fresh directory: the S3
 * store's tests speak HTTP to it through the AWS SDK, no SDK mock (docs/file-store.md).
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const child: ChildProcess = spawn(process.execPath, ['-e', SERVER, directory, S3_TEST_BUCKET], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) =>
      resolve((JSON.parse(chunk.toString()) as { port: number }).port),
    );
    child.once('exit', (code) => reject(new Error(`S3 server exited with ${code}: ${errors}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    directory,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
