import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { DomainError, findNulByte, type Database } from '@portal/service-kit';
import Busboy from 'busboy';
import type { IncomingHttpHeaders } from 'node:http';
import { documents } from '../../db/schema';
import { ALLOWED_TYPES, cleanFileName, SNIFF_BYTES, sniffContentType, type UploadKind } from './file-types';
import { insertVariants } from './document-variants';
import { IMAGE_TYPES, readStored, renderVariants, storeVariants, type StoredVariant } from './image-variants';
import type { FileStorage } from './storage';

/** Largest upload (docs/catalog.md). */
export const MAX_UPLOAD_BYTES = 20_000_000;

export interface StoredDocument {
  id: number;
  publicId: string;
  key: string;
  fileName: string;
  contentType: string;
  size: number;
}

interface ReceivedFile {
  key: string;
  fileName: string;
  size: number;
  head: Buffer;
  truncated: boolean;
}

/**
 * Streams one multipart file into the storage under a generated key, then decides by its first
 * bytes whether the kind allows it. Refused or oversized files are removed again.
 */
export async function receiveUpload(
  db: Database,
  storage: FileStorage,
  request: Readable & { headers: IncomingHttpHeaders },
  kind: UploadKind,
  uploader: { id: number | null; clubId: number | null },
): Promise<StoredDocument> {
  const { file, fields } = await parseMultipart(storage, request);
  const refuse = async (error: DomainError) => {
    await storage.remove(file.key);
    throw error;
  };
  if (file.truncated || file.size > MAX_UPLOAD_BYTES)
    return refuse(new DomainError('PAYLOAD_TOO_LARGE', 413, 'file'));
  const contentType = sniffContentType(file.head);
  if (!contentType || !(ALLOWED_TYPES[kind] as readonly string[]).includes(contentType)) {
    return refuse(new DomainError('FILETYPE_NOT_ALLOWED', 400, 'file'));
  }
  let variants: StoredVariant[] = [];
  if (kind === 'logo' && IMAGE_TYPES.includes(contentType)) {
    // a shown image gets its sized variants (docs/images.md); documents are only ever downloaded
    try {
      variants = await storeVariants(storage, await renderVariants(await readStored(storage, file.key)));
    } catch (error) {
      return refuse(
        error instanceof DomainError ? error : new DomainError('IMAGE_NOT_READABLE', 400, 'file'),
      );
    }
  }
  const row = await db.transaction(async (tx) => {
    const [document] = await tx
      .insert(documents)
      .values({
        storageKey: file.key,
        fileName: file.fileName,
        name: fields.name?.slice(0, 255) ?? null,
        description: fields.description?.slice(0, 2000) ?? null,
        contentType,
        size: file.size,
        kind,
        createdBy: uploader.id,
        ownerClubId: uploader.clubId,
      })
      .returning();
    if (variants.length > 0) await insertVariants(tx, document!.id, variants);
    return document;
  });
  return {
    id: row!.id,
    publicId: row!.publicId,
    key: row!.storageKey,
    fileName: row!.fileName,
    contentType,
    size: row!.size,
  };
}

function parseMultipart(
  storage: FileStorage,
  request: Readable & { headers: IncomingHttpHeaders },
): Promise<{ file: ReceivedFile; fields: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    let parser: Busboy.Busboy;
    try {
      parser = Busboy({
        headers: request.headers,
        // browsers send the file name as raw UTF-8 ("Ausschreibung Übung.pdf"), not latin1
        defParamCharset: 'utf8',
        // one byte of headroom: busboy flags a file that reaches its limit exactly as truncated
        limits: { files: 1, fileSize: MAX_UPLOAD_BYTES + 1, fields: 5, fieldSize: 10_000, parts: 8 },
      });
    } catch {
      return reject(new DomainError('FIELD_INVALID', 400, 'file')); // not multipart at all
    }
    const fields: Record<string, string> = {};
    let received: Promise<ReceivedFile> | null = null;
    let failure: DomainError | null = null;
    parser.on('field', (name, value) => {
      if (name !== 'name' && name !== 'description') return;
      // a NUL byte cannot be stored in PostgreSQL text: refuse it like the JSON routes do
      if (findNulByte(value, name)) failure = new DomainError('FIELD_INVALID', 400, name);
      else fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      if (field !== 'file') {
        stream.resume();
        return;
      }
      received = storeStream(storage, stream, info.filename);
      received.catch(() => undefined); // answered at 'close'; not an unhandled rejection before it
    });
    parser.on('filesLimit', () => (failure = new DomainError('FIELD_INVALID', 400, 'file')));
    parser.on('partsLimit', () => (failure = new DomainError('FIELD_INVALID', 400, 'file')));
    parser.on('error', () => reject(new DomainError('FIELD_INVALID', 400, 'file')));
    parser.on('close', () => {
      if (!received) return reject(failure ?? new DomainError('FIELD_IS_REQUIRED', 400, 'file'));
      received.then(async (file) => {
        if (failure) {
          await storage.remove(file.key);
          return reject(failure);
        }
        resolve({ file, fields });
      }, reject);
    });
    // a client gone halfway: fail the file stream so the store drops what it began (docs/file-store.md)
    request.once('close', () => {
      if (!(request as { complete?: boolean }).complete) parser.destroy(new Error('upload interrupted'));
    });
    request.pipe(parser);
  });
}

async function storeStream(
  storage: FileStorage,
  stream: Readable & { truncated?: boolean },
  rawName: string | undefined,
): Promise<ReceivedFile> {
  const key = randomUUID();
  let size = 0;
  let head = Buffer.alloc(0);
  // counts and keeps the first bytes while passing everything on (a 'data' listener would race the pipe)
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
      size += chunk.length;
      done(null, chunk);
    },
  });
  stream.once('error', (error) => counter.destroy(error)); // pipe() does not pass errors on
  try {
    await storage.put(key, stream.pipe(counter));
  } catch (error) {
    // the store failed (503): read the rest of the request away so busboy reaches 'close'
    stream.unpipe(counter);
    stream.resume();
    throw error;
  }
  return { key, fileName: cleanFileName(rawName), size, head, truncated: Boolean(stream.truncated) };
}

/** `attachment` (or `inline`) with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
