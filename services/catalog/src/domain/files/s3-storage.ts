import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkKey, FileNotFound, storeUnavailable, type FileStorage } from './storage';

export interface S3Settings {
  bucket: string;
  /** an S3-compatible server (MinIO, Ceph, …); none: AWS itself */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Parts of a multipart upload: S3's smallest; memory holds one part per upload. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Files as objects of one bucket (`FILE_STORE=s3`, docs/file-store.md). A multipart upload is
 * visible only once completed and is aborted on any failure, so nothing half is ever served.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // S3-compatible servers are addressed by path, not by a bucket subdomain
      forcePathStyle: Boolean(settings.endpoint),
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // checksums only where S3 demands them: S3-compatible servers differ in the newer ones
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    });
  }

  async put(key: string, content: Readable): Promise<void> {
    let sourceError: unknown;
    content.once('error', (error) => (sourceError ??= error));
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: checkKey(key), Body: content },
      partSize: PART_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      content.destroy();
      // the source's own failure (a client gone) is no outage
      throw sourceError ?? unavailable(error);
    }
  }

  open(key: string): Readable {
    return Readable.from(this.read(checkKey(key)), { objectMode: false });
  }

  private async *read(key: string): AsyncGenerator<Buffer> {
    let body: Readable;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      body = answer.Body as Readable;
    } catch (error) {
      throw isMissing(error) ? new FileNotFound(key) : unavailable(error);
    }
    try {
      for await (const chunk of body) yield chunk as Buffer;
    } catch (error) {
      throw unavailable(error);
    } finally {
      body.destroy();
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: checkKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw unavailable(error);
    }
  }

  async remove(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkKey(key) }));
    } catch (error) {
      if (!isMissing(error)) throw unavailable(error);
    }
  }

  close(): void {
    this.client.destroy();
  }
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

function unavailable(error: unknown) {
  return Object.assign(storeUnavailable(), { cause: error });
}
