import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError, RouteRegistry, type ServiceContext } from '@portal/service-kit';
import type { Response } from 'express';
import { z } from 'zod';
import type { FileStorage } from '../domain/files/storage';
import { contentDisposition, findDocument, findImage, receiveUpload } from '../domain/files/uploads';
import { idField, idParams } from './fields';

const uploadAnswer = z.object({
  id: z.number().int(),
  key: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

/** Uploaded bytes never change under their id: browsers and proxies may keep an image for a day. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable';
const IMAGE_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'etag'];

/** A strong validator from the storage key: a new upload (even under a reused id) gets a new one. */
const etagOf = (storageKey: string) =>
  `"${createHash('sha256').update(storageKey).digest('base64url').slice(0, 27)}"`;

/**
 * Pipes the file into the answer. A file that cannot be read before anything was sent rejects
 * (the caller answers 404); one that fails later cuts the connection. A client that goes away
 * closes the file.
 */
function streamFile(file: Readable, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    file.once('error', (error) => {
      if (res.headersSent) {
        res.destroy(error);
        resolve();
      } else reject(error);
    });
    res.once('close', () => {
      file.destroy();
      resolve();
    });
    file.pipe(res);
  });
}

/**
 * POST upload (multipart, one file, at most 20,000,000 bytes), POST download (by id) and GET
 * download/{id} (uploaded images for `<img src>`).
 */
export function fileRoutes(ctx: ServiceContext, storage: FileStorage): RouteRegistry {
  return new RouteRegistry()
    .add({
      method: 'post',
      path: '/api/upload',
      operationId: 'uploadFile',
      summary:
        'Upload one file (multipart field `file`, optional `name`, `description`); type checked by content',
      tags: ['files'],
      access: ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'],
      bodyType: 'multipart/form-data',
      query: z.object({ kind: z.enum(['logo', 'document']).default('document') }),
      status: 201,
      response: uploadAnswer,
      handler: ({ req, query, user }) => receiveUpload(ctx.db, storage, req, query.kind, user.id),
    })
    .add({
      method: 'post',
      path: '/api/download',
      operationId: 'downloadFile',
      summary: 'Download a file by id; the name comes in Content-Disposition',
      tags: ['files'],
      access: 'public',
      body: z.object({ id: idField }),
      handler: async ({ body, res }) => {
        const document = await findDocument(ctx.db, body.id);
        res.setHeader('content-type', document.contentType);
        res.setHeader('content-length', String(document.size));
        res.setHeader('content-disposition', contentDisposition(document.fileName));
        res.setHeader('x-content-type-options', 'nosniff');
        await pipeline(storage.open(document.storageKey), res);
      },
    })
    .add({
      method: 'get',
      path: '/api/download/:id',
      operationId: 'downloadImage',
      summary:
        'An uploaded image (logo kind only) for `<img src>`: inline, cacheable for a day, ETag; other kinds 404',
      tags: ['files'],
      access: 'public',
      params: idParams,
      handler: async ({ params, req, res }) => {
        const image = await findImage(ctx.db, params.id);
        res.setHeader('etag', etagOf(image.storageKey));
        res.setHeader('cache-control', IMAGE_CACHE_CONTROL);
        if (req.fresh) {
          res.status(304).end();
          return;
        }
        res.setHeader('content-type', image.contentType);
        res.setHeader('content-length', String(image.size));
        res.setHeader('content-disposition', contentDisposition(image.fileName, 'inline'));
        res.setHeader('x-content-type-options', 'nosniff');
        try {
          await streamFile(storage.open(image.storageKey), res);
        } catch (error) {
          // the row exists but its bytes are gone from the storage: no image, and nothing cached
          for (const header of IMAGE_HEADERS) res.removeHeader(header);
          (res.locals.log ?? ctx.logger).warn({ err: error, documentId: image.id }, 'image file missing');
          throw new DomainError('NOT_FOUND', 404);
        }
      },
    });
}
