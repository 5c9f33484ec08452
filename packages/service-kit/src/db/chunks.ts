import { Writable } from 'node:stream';

/** The size of one stored chunk: memory holds about one of them per stream. */
export const CHUNK_BYTES = 1024 * 1024;

/**
 * A byte stream cut into numbered chunks of `chunkBytes` (the last one shorter), each handed to
 * `store` before more is accepted: a file of any size passes with one chunk in memory.
 * Used for files kept in PostgreSQL rows (export's job files, catalog's file store).
 */
export class ChunkWriter extends Writable {
  private buffered: Buffer[] = [];
  private size = 0;
  private seq = 0;
  private ending = false;
  /** bytes handed to `store` so far */
  written = 0;

  constructor(
    private readonly store: (seq: number, data: Buffer) => Promise<void>,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {
    super();
  }

  /** how many chunks were stored (valid after the stream finished) */
  get chunks(): number {
    return this.seq;
  }

  private async flush(): Promise<void> {
    if (this.size === 0) return;
    const data = Buffer.concat(this.buffered);
    this.buffered = [];
    this.size = 0;
    for (let start = 0; start < data.length; start += this.chunkBytes) {
      const piece = data.subarray(start, Math.min(start + this.chunkBytes, data.length));
      if (piece.length < this.chunkBytes && start > 0 && !this.ending) {
        // keep the short tail for the next write, so chunks stay full
        this.buffered = [Buffer.from(piece)];
        this.size = piece.length;
        return;
      }
      await this.store(this.seq++, piece);
      this.written += piece.length;
    }
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.buffered.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    this.size += chunk.length;
    if (this.size < this.chunkBytes) return callback();
    this.flush().then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.ending = true;
    this.flush().then(() => callback(), callback);
  }
}

/**
 * The chunks `0 … count - 1` in order, fetched one at a time; a missing chunk (the file was
 * removed while being read) fails the stream instead of ending it short.
 */
export async function* readChunks(
  count: number,
  fetch: (seq: number) => Promise<Buffer | undefined>,
): AsyncGenerator<Buffer> {
  for (let seq = 0; seq < count; seq++) {
    const data = await fetch(seq);
    if (!data) throw new Error(`chunk ${seq} of ${count} is missing`);
    yield data;
  }
}
