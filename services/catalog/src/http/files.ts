import { pipeline } from 'node:stream/promises';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import type { FileStorage } from '../domain/files/storage';
import { contentDisposition, findDocument, receiveUpload } from '../domain/files/uploads';

const uploadAnswer = z.object({
  id: z.number().int(),
  key: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

/** POST upload (multipart, one file, at most 20,000,000 bytes) and POST download (by id). */
export function fileRoutes(ctx: ServiceContext, storage: FileStorage): RouteRegistry {
  return new RouteRegistry()
    .add({
      method: 'post',
      path: '/api/upload',
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
      summary: 'Download a file by id; the name comes in Content-Disposition',
      tags: ['files'],
      access: 'public',
      body: z.object({ id: z.number().int().positive().max(2_147_483_647) }),
      handler: async ({ body, res }) => {
        const document = await findDocument(ctx.db, body.id);
        res.setHeader('content-type', document.contentType);
        res.setHeader('content-length', String(document.size));
        res.setHeader('content-disposition', contentDisposition(document.fileName));
        res.setHeader('x-content-type-options', 'nosniff');
        await pipeline(storage.open(document.storageKey), res);
      },
    });
}
