import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarFeedSchema, feedRange, type FeedKind } from '../../../shared/calendar-feeds.js';
import { localIsoDate } from '../../../shared/calendar.js';
import { guardFullName } from '../../../shared/guards.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser, type SessionUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { responseCache } from '../../http/response-cache/response-cache.js';
import { guardOfAccount } from '../shift-offers/guard-of-account.js';
import { calendarFeedsRepository } from './calendar-feeds.repository.js';
import { feedCalendar } from './feed-calendar.js';
import { feedFileName, macMatches, parseFeedFileName, type FeedSubject } from './feed-tokens.js';
import { fileResponse, NoContentSchema } from '../../http/response-schemas.js';

/** True when If-None-Match names the version (compared weakly, as RFC 9110 says for GET). */
function etagMatches(header: string | undefined, version: string): boolean {
  return (header ?? '')
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === `"${version}"` || tag.trim() === '*');
}

const FEED_GONE = 'This calendar feed does not exist or its address was reset';
const LOCATION_GONE = 'Location not found';

/**
 * Calendar feeds (issue #22): a guard's own shifts and a post's requests as iCalendar, at secret
 * addresses that calendar apps fetch without a session. A guard reads and resets theirs on
 * Profile; admins and supervisors a post's on Locations.
 */
export const calendarFeedsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  authSecret: string;
  publicUrl: string;
  timeZone: string;
}> = async (app, { database, authSecret, publicUrl, timeZone }) => {
  const feeds = calendarFeedsRepository(database.db);
  const urlOf = (subject: FeedSubject) =>
    `${publicUrl}/api/calendar/${feedFileName(authSecret, subject)}`;

  /** The post's feed subject; 404 when the post is gone. */
  async function locationSubject(locationId: string): Promise<FeedSubject> {
    if (!(await feeds.location(locationId))) throw notFound(LOCATION_GONE);
    return {
      kind: 'location',
      id: locationId,
      generation: await feeds.generation('location', locationId),
    };
  }

  const guardOnly = requireRole('shifts:own');
  /** The signed-in guard's feed subject; 403 when no guard row is theirs. */
  const myFeed = async (user: SessionUser): Promise<FeedSubject> => {
    const guard = await guardOfAccount(database.db, user);
    return {
      kind: 'guard',
      id: guard.id,
      accountId: user.id,
      generation: await feeds.generation('guard', guard.id),
    };
  };

  app.get(
    '/api/my/calendar-feed',
    {
      preHandler: guardOnly,
      schema: {
        tags: ['calendar-feeds'],
        summary: "My calendar feed's address",
        response: { 200: CalendarFeedSchema },
      },
    },
    async (request) => ({ url: urlOf(await myFeed(requireUser(request))) }),
  );

  app.post(
    '/api/my/calendar-feed/reset',
    {
      preHandler: guardOnly,
      schema: {
        tags: ['calendar-feeds'],
        summary: 'A new address for my calendar feed (the old one stops working)',
        response: { 200: CalendarFeedSchema },
      },
    },
    async (request) => {
      const subject = await myFeed(requireUser(request));
      const generation = await feeds.reset('guard', subject.id);
      return { url: urlOf({ ...subject, generation }) };
    },
  );

  const managers = requireRole('feeds:manage');
  app.get(
    '/api/locations/:id/calendar-feed',
    {
      preHandler: managers,
      schema: {
        tags: ['calendar-feeds'],
        summary: "A post's calendar feed's address",
        params: IdParamsSchema,
        response: { 200: CalendarFeedSchema },
      },
    },
    async (request) => ({ url: urlOf(await locationSubject(request.params.id)) }),
  );

  app.post(
    '/api/locations/:id/calendar-feed/reset',
    {
      preHandler: managers,
      schema: {
        tags: ['calendar-feeds'],
        summary: "A new address for a post's calendar feed (the old one stops working)",
        params: IdParamsSchema,
        response: { 200: CalendarFeedSchema },
      },
    },
    async (request) => {
      const subject = await locationSubject(request.params.id);
      const generation = await feeds.reset('location', subject.id);
      return { url: urlOf({ ...subject, generation }) };
    },
  );

  // Writing a feed costs ~0.35 ms of CPU per event (ical-generator), a third of a second for a
  // busy post's 900, while calendar apps fetch the same feed every hour or so and its data
  // rarely changed in between: each feed's text is kept until it does.
  const texts = responseCache({ maxEntries: 64, textType: 'text/calendar; charset=utf-8' });
  app.get(
    '/api/calendar/:file',
    {
      schema: {
        tags: ['calendar-feeds'],
        summary: 'A calendar feed (iCalendar), at its secret address',
        description:
          'Anyone with the address: it is the secret. 404 once the address was reset. Sends ' +
          'an ETag; 304 when it did not change.',
        params: z.object({ file: z.string().max(200) }),
        response: {
          200: fileResponse('text/calendar', 'The feed: the shifts of the coming weeks'),
          304: NoContentSchema.describe('Not modified since the ETag sent (If-None-Match)'),
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const claimed = parseFeedFileName(file);
      if (!claimed) throw notFound(FEED_GONE);
      const feed = await openFeed(claimed.kind, claimed.id);
      if (!feed || !macMatches(authSecret, feed.subject, claimed.mac)) throw notFound(FEED_GONE);
      const today = localIsoDate(new Date());
      const range = feedRange(today);
      const version = await feeds.version(claimed, range, [file, feed.name, today]);
      // Weak: a large feed goes gzipped to apps that take it, the same text in other bytes.
      const etag = `W/"${version}"`;
      reply.header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], version)) return reply.status(304).send();
      reply
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline; filename="coverdesk.ics"')
        .header('x-robots-tag', 'noindex');
      return texts.send(request, reply, {
        key: file,
        version: () => Promise.resolve(version),
        load: async () => {
          const head = { name: feed.name, timeZone, publicUrl };
          return feedCalendar(
            claimed.kind === 'guard'
              ? { ...head, kind: 'guard', shifts: await feeds.shiftsOfGuard(claimed.id, range) }
              : {
                  ...head,
                  kind: 'location',
                  shifts: await feeds.shiftsOfLocation(claimed.id, range),
                },
          );
        },
      });
    },
  );

  /** The subject and calendar name of a feed whose subject still exists, or null. */
  async function openFeed(
    kind: FeedKind,
    id: string,
  ): Promise<{ subject: FeedSubject; name: string } | null> {
    const generation = await feeds.generation(kind, id);
    if (kind === 'location') {
      const location = await feeds.location(id);
      if (!location) return null;
      return {
        subject: { kind, id, generation },
        name: `CoverDesk: ${location.name} (${location.deptCode})`,
      };
    }
    const guard = await feeds.guard(id);
    if (!guard?.accountId) return null;
    return {
      subject: { kind, id, generation, accountId: guard.accountId },
      name: `CoverDesk: ${guardFullName(guard)}`,
    };
  }
};
