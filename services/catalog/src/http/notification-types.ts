import { listAnswerSchema, TEXT_LIMITS } from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { getClub } from '../domain/club-admin/read';
import { listNotificationTypes } from '../domain/notification-blocks';
import { idField, idParams, richText } from './fields';

const READERS = ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'] as const;

export const notificationTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export const notificationBlockSchema = z.object({ type: notificationTypeSchema, text: z.string() });

/**
 * The `notificationBlocks` field of a club or competition body: each type by id (a type's name sent
 * back by a form is dropped), its rich text (sanitized when saved; empty removes the block).
 * Unknown and repeated types are refused when saving (400 FIELD_INVALID on notificationBlocks).
 */
export const notificationBlocksBody = z
  .array(
    z.object({
      type: z.object({ id: idField }),
      text: richText(TEXT_LIMITS.notificationBlockText),
    }),
  )
  .max(100, 'FIELD_INVALID');

/** The notification types and the blocks of a club (docs/catalog.md). */
export function notificationTypeRoutes(ctx: ServiceContext): RouteRegistry {
  const tags = ['notification blocks'];
  return new RouteRegistry()
    .add({
      method: 'get',
      path: '/api/notificationTypes',
      summary: 'The kinds of mail a club or competition can add its own text block to, ordered by id',
      tags,
      access: READERS,
      response: listAnswerSchema(notificationTypeSchema),
      handler: () => listNotificationTypes(ctx.db),
    })
    .add({
      method: 'get',
      path: '/api/notificationBlock/getForClub/:id',
      summary: "A club's notification blocks ordered by type id (club admins only their own club)",
      tags,
      access: READERS,
      params: idParams,
      response: z.array(notificationBlockSchema),
      handler: async ({ params, user }) => (await getClub(ctx.db, user, params.id)).notificationBlocks,
    });
}
