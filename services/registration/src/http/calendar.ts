import { calendarFeedSchema } from '@portal/contracts';
import { notFound, RouteRegistry, type ServiceContext } from '@portal/service-kit';
import type { Response } from 'express';
import { z } from 'zod';
import { calendarDocument } from '../domain/calendar/calendar-document';
import { competitionRows, feedLocale, registrationRows } from '../domain/calendar/calendar-rows';
import { ensureFeed, rotateFeed, userOfToken } from '../domain/calendar/feed-tokens';

/** A public link as the catalog makes them; anything else is no competition (404). */
const PUBLIC_LINK = /^[A-Za-z0-9_-]{1,64}$/;

function sendCalendar(res: Response, body: string, fileName: string): void {
  res
    .status(200)
    .set({
      'Content-Type': 'text/calendar; charset=utf-8',
      // a subscriber's app asks again and again; the feed is personal: no shared cache keeps it
      'Cache-Control': 'private, max-age=300',
      'Content-Disposition': `inline; filename="${fileName}"`,
    })
    .send(body);
}

/**
 * The personal calendar feed and the competition calendars (docs/calendar-feed.md): the
 * caller's subscription address (made on the first request, shown only then) and its rotation,
 * the feed behind the token, and a published competition's calendar by its page's link.
 */
export function calendarRoutes(ctx: ServiceContext, publicBaseUrl: string): RouteRegistry {
  const tags = ['calendar'];
  return new RouteRegistry()
    .add({
      method: 'post',
      path: '/api/calendarFeed',
      summary: 'My calendar subscription: made when I have none (its address is answered only then)',
      tags,
      access: 'authenticated',
      response: calendarFeedSchema,
      handler: ({ user }) => ensureFeed(ctx.db, user, publicBaseUrl),
    })
    .add({
      method: 'post',
      path: '/api/calendarFeed/rotate',
      summary: 'A new address for my calendar subscription; the old one answers 404 from now on',
      tags,
      access: 'authenticated',
      response: calendarFeedSchema,
      handler: ({ user }) => rotateFeed(ctx.db, user, publicBaseUrl),
    })
    .add({
      method: 'get',
      path: '/api/publicResources/calendar/:token.ics',
      summary: 'The personal calendar feed (iCalendar) behind a subscription token; unknown tokens 404',
      tags,
      access: 'public',
      params: z.object({ token: z.string() }),
      handler: async ({ params, res }) => {
        const userId = await userOfToken(ctx.db, params.token);
        const rows = await registrationRows(ctx.db, userId);
        const body = calendarDocument(
          rows,
          { publicBaseUrl, locale: await feedLocale(ctx.db, userId) },
          'feed',
        );
        sendCalendar(res, body, 'calendar.ics');
      },
    })
    .add({
      method: 'get',
      path: '/api/publicResources/calendar/competitions/:publicLink.ics',
      summary: "A published competition's calendar (iCalendar): its squads, or its days",
      tags,
      access: 'public',
      params: z.object({ publicLink: z.string() }),
      query: z.object({ locale: z.enum(['de', 'en'], { message: 'FIELD_INVALID' }).optional() }),
      handler: async ({ params, query, user, res }) => {
        if (!PUBLIC_LINK.test(params.publicLink)) throw notFound();
        const rows = await competitionRows(ctx.db, user, params.publicLink);
        const body = calendarDocument(rows, { publicBaseUrl, locale: query.locale ?? 'de' }, 'competition');
        sendCalendar(res, body, `${params.publicLink}.ics`);
      },
    });
}
