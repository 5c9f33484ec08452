import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { UploadedFile } from '@portal/contracts';
import { DomainError, hasPermission, RouteRegistry, type ServiceContext } from '@portal/service-kit';
import type { Response } from 'express';
import { z } from 'zod';
import { isFileNotFound, type FileStorage } from '../domain/files/storage';
import { findDownloadable } from '../domain/files/download-access';
import { contentDisposition, receiveUpload } from '../domain/files/uploads';
import { findVariant } from '../domain/files/variant-access';
import { parseVariantFileName } from '../domain/files/image-variants';
import { idField } from './fields';

/**
 * The back-office names a file by its sequential `id` (only its owners get it), public pages by
 * its random `publicId`; exactly one of them.
 */
const downloadBody = z
  .object({
    id: idField.optional(),
    publicId: z.string().max(64).optional(),
  })
  .superRefine((body, issues) => {
    if ((body.id === undefined) === (body.publicId === undefined))
      issues.addIssue({ code: 'custom', path: ['publicId'], message: 'FIELD_IS_REQUIRED' });
  });

const uploadAnswer = z.object({
  id: z.number().int(),
  publicId: z.string(),
  key: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
}) satisfies z.ZodType<UploadedFile>;

/** Uploaded bytes never change under their id: browsers and proxies may keep an image for a day. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable';
/** A variant's URL names its bytes for good (docs/images.md): cached for a year. */
const VARIANT_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const FILE_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'etag'];

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
 * POST upload (multipart, one file, at most 20,000,000 bytes), POST download (by id), GET
 * download/{id} (uploaded images for `<img src>`) and GET download/{id}/{variant} (their sized
 * copies for `srcset`, docs/images.md).
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
      handler: ({ req, query, user }) =>
        receiveUpload(ctx.db, storage, req, query.kind, {
          id: user.id,
          // its club's admins may download it before it is attached anywhere
          clubId: hasPermission(user, 'IS_CLUB_ADMIN') ? user.clubId : null,
        }),
    })
    .add({
      method: 'post',
      path: '/api/download',
      operationId: 'downloadFile',
      summary:
        'Download a file by `publicId` (visible through a competition, club or advert) or, for its owners, by `id`; the name comes in Content-Disposition',
      tags: ['files'],
      access: 'public',
      body: downloadBody,
      handler: async ({ body, user, res }) => {
        const ref = body.id !== undefined ? { id: body.id } : { publicId: body.publicId! };
        const document = await findDownloadable(ctx.db, user, ref);
        res.setHeader('content-type', document.contentType);
        res.setHeader('content-length', String(document.size));
        res.setHeader('content-disposition', contentDisposition(document.fileName));
        res.setHeader('x-content-type-options', 'nosniff');
        await sendStored(storage.open(document.storageKey), res, document.id);
      },
    })
    .add({
      method: 'get',
      path: '/api/download/:publicId',
      operationId: 'downloadImage',
      summary:
        'A publicly visible uploaded image (logo kind only) by its `publicId` for `<img src>`: inline, cacheable for a day, ETag; anything else 404',
      tags: ['files'],
      access: 'public',
      params: z.object({ publicId: z.string().max(64) }),
      handler: async ({ params, user, req, res }) => {
        const image = await findDownloadable(ctx.db, user, { publicId: params.publicId }, 'logo');
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
        await sendStored(storage.open(image.storageKey), res, image.id);
      },
    })
    .add({
      method: 'get',
      path: '/api/download/:publicId/:variant',
      operationId: 'downloadImageVariant',
      summary:
        'A sized copy of a publicly visible image: `card` 490×327 or `square` 300×300, `@2x` for dense screens, `.webp` or `.jpg`; cached for a year. An image without variants yet redirects to its original',
      tags: ['files'],
      access: 'public',
      params: z.object({ publicId: z.string().max(64), variant: z.string().max(32) }),
      handler: async ({ params, user, req, res }) => {
        const wanted = parseVariantFileName(params.variant);
        if (!wanted) throw new DomainError('NOT_FOUND', 404);
        const image = await findDownloadable(ctx.db, user, { publicId: params.publicId }, 'logo');
        const variant = await findVariant(ctx.db, image.id, wanted);
        if (!variant) {
          // uploaded before variants existed and not converted yet (docs/images.md): the original
          res.setHeader('cache-control', 'no-cache');
          res.redirect(307, `/api/download/${image.publicId}`);
          return;
        }
        res.setHeader('etag', etagOf(variant.storageKey));
        res.setHeader('cache-control', VARIANT_CACHE_CONTROL);
        if (req.fresh) {
          res.status(304).end();
          return;
        }
        res.setHeader('content-type', variant.format === 'webp' ? 'image/webp' : 'image/jpeg');
        res.setHeader('content-length', String(variant.size));
        res.setHeader('x-content-type-options', 'nosniff');
        await sendStored(storage.open(variant.storageKey), res, image.id);
      },
    });

  async function sendStored(file: Readable, res: Response, documentId: number) {
    try {
      await streamFile(file, res);
    } catch (error) {
      // nothing was sent: no file headers, and nothing cached
      for (const header of FILE_HEADERS) res.removeHeader(header);
      // the store is down (503, docs/file-store.md): the client may retry
      if (!isFileNotFound(error)) throw error;
      // the row exists but its bytes are gone from the store
      (res.locals.log ?? ctx.logger).warn({ err: error, documentId }, 'stored file missing');
      throw new DomainError('NOT_FOUND', 404);
    }
  }
}
