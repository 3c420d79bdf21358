import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CandidatesQuerySchema,
  CandidatesSchema,
  OpenShiftsQuerySchema,
  OpenShiftsSchema,
  SendOffersSchema,
  ShiftOffersSchema,
} from '../../../shared/shift-offers.js';
import { NowShiftsQuerySchema, NowShiftsSchema } from '../../../shared/now-strip.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import { requestExists } from '../../db/request-exists.js';
import type { Database } from '../../db/database.js';
import { conflict, notFound } from '../../errors.js';
import type { Reach } from '../../outbox/outbox.js';
import { responseCache } from '../../http/response-cache/response-cache.js';
import { timedLoad } from '../../http/response-cache/timed-answer.js';
import { candidatesFor, candidatesVersion } from './candidates.js';
import { guardsForRanking } from './ranked-guards.js';
import { acceptOffer, declineOffer, withdrawOffer, type Answered } from './answer-offer.js';
import { guardOfAccount } from './guard-of-account.js';
import { nowShiftsRepository } from './now-shifts.repository.js';
import { offersOf } from './offer-rows.js';
import { boardExpiresAt, openShiftsRepository, startOfWeek } from './open-shifts.repository.js';
import { REQUEST_NOT_FOUND, sendOffers } from './send-offers.js';
import type { ShiftEvents } from './shift-events.js';
import type { TextSettings } from './text-reach.js';
import { NoContentSchema } from '../../http/response-schemas.js';
import { blockedError } from '../assignment-rules/assignment-check.js';

const OkSchema = z.object({ ok: z.literal(true) });

/**
 * A refused answer is still committed (an offer found taken turns 'taken'): 409 after it, and
 * ASSIGNMENT_BLOCKED naming the rule when the rules refused it, as on every assignment path.
 */
function answered(outcome: Answered): { ok: true } {
  if (outcome.refusal && outcome.refusalRule) {
    throw blockedError(outcome.refusal, outcome.refusalRule);
  }
  if (outcome.refusal) throw conflict(outcome.refusal);
  return { ok: true };
}

/**
 * Filling shifts (issue #21): the office's open-shifts board and its offers, and the guards'
 * answers. Each route writes its messages to the outbox in its transaction (what the outbox can
 * send is `reach`), and tells people live (shift-events.ts) once it committed.
 */
export const shiftOffersRoutes: FastifyPluginAsyncZod<{
  database: Database;
  events: ShiftEvents;
  reach: Reach;
  /** Offers by text (issue #30): whether texts go out, the region of numbers, the sender's name. */
  texts: TextSettings;
  /** The company's time zone, the shifts' times are read in (the 'Now' strip, issue #33). */
  timeZone: string;
}> = async (app, { database, events, reach, texts, timeZone }) => {
  const board = openShiftsRepository(database.db, timeZone);
  const office = requireRole('offers:manage');
  const guardOnly = requireRole('shifts:own');

  // Every dispatcher's screen reads the board: a bad week's thousand open shifts cost ~35 ms to
  // read, tally and serialise, so each range's board is kept until what it shows changes, a
  // taken shift's hour on it is up, or an open shift on it ends and turns uncovered (issue #39).
  // A board is a range, so a handful are in use.
  const boards = responseCache({ maxEntries: 32 });
  app.get(
    '/api/coverage/open',
    {
      preHandler: office,
      schema: {
        tags: ['shift-offers'],
        summary: 'Open shifts in a range of dates, soonest first, and the uncovered ones apart',
        description:
          'Open: no guard, and the shift has not ended. Uncovered: ended without a guard ' +
          '(listed apart, read only; not counted in `openTotal`).',
        querystring: OpenShiftsQuerySchema,
        response: { 200: OpenShiftsSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const now = new Date();
      const weekStart = startOfWeek(now);
      return boards.send(request, reply, {
        key: `${query.from} ${query.to} ${query.location ?? ''} ${weekStart}`,
        version: () => board.version(query, weekStart),
        ...timedLoad(() => board.board(query, now, weekStart), boardExpiresAt),
        now: now.getTime(),
      });
    },
  );

  // The 'Now' strip changes with the clock alone (a shift turns late at its minute), with every
  // check-in and with the settings: it is kept per post within a minute, its version naming the
  // minute, the requests of its days, the check-ins and the settings (now-shifts.repository.ts).
  // Every office screen reads it again on each check-in: at 06:00 thousands of them.
  const now = nowShiftsRepository(database.db, timeZone);
  const strips = responseCache({ maxEntries: 32 });
  app.get(
    '/api/shifts/now',
    {
      preHandler: office,
      schema: {
        tags: ['shift-offers'],
        summary: "The board's 'Now' strip: shifts starting soon, and started ones not checked in",
        description:
          'Timed shifts starting in the next two hours, and started ones without a check-in until ' +
          'their end (no-show call-outs too), no-shows and late ones first, then due, then by start.',
        querystring: NowShiftsQuerySchema,
        response: { 200: NowShiftsSchema },
      },
    },
    async (request, reply) => {
      const at = new Date();
      return strips.send(request, reply, {
        key: request.query.location ?? '',
        version: () => now.version(at),
        load: () => now.strip(request.query, at),
      });
    },
  );

  app.get(
    '/api/coverage/:id/offers',
    {
      preHandler: office,
      schema: {
        tags: ['shift-offers'],
        summary: 'The offers sent for a shift',
        params: IdParamsSchema,
        response: { 200: ShiftOffersSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await requestExists(database.db, id))) throw notFound(REQUEST_NOT_FOUND);
      return { offers: await offersOf(database.db, id) };
    },
  );

  // Ranking two thousand guards (the guards, the day's bookings, the post's year) takes ~6 ms of
  // queries and sorting: the whole ranking of a shift is kept (~10 KB) until what it ranks by
  // changes; a typed name is ranked afresh.
  const rankings = responseCache({ maxEntries: 500 });
  const guardsOf = guardsForRanking(database.db);
  const rankingVersion = candidatesVersion(database.db, database.dialect);
  app.get(
    '/api/coverage/:id/candidates',
    {
      preHandler: office,
      schema: {
        tags: ['shift-offers'],
        summary: 'Find cover: the best guards for a shift, and why others cannot take it',
        params: IdParamsSchema,
        querystring: CandidatesQuerySchema,
        response: { 200: CandidatesSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { q } = request.query;
      if (q?.trim()) return candidatesFor(database.db, guardsOf, id, q, texts);
      return rankings.send(request, reply, {
        key: id,
        version: () => rankingVersion(id),
        load: () => candidatesFor(database.db, guardsOf, id, undefined, texts),
      });
    },
  );

  app.post(
    '/api/coverage/:id/offers',
    {
      preHandler: office,
      schema: {
        tags: ['shift-offers'],
        summary: 'Offer a shift to guards',
        description:
          '409 ASSIGNMENT_BLOCKED naming who cannot take it (and nothing is sent); 409 ' +
          'CONFIRM_WARNINGS until the warnings are confirmed with `confirmWarnings`.',
        params: IdParamsSchema,
        body: SendOffersSchema,
        response: { 200: ShiftOffersSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const sent = await sendOffers(database, reach, user, request.params.id, request.body, texts);
      events.offered(sent.request, sent.offeredNow);
      return { offers: sent.offers };
    },
  );

  app.delete(
    '/api/offers/:id',
    {
      preHandler: office,
      schema: {
        tags: ['shift-offers'],
        summary: 'Withdraw a pending offer',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      const withdrawn = await withdrawOffer(database, requireUser(request), request.params.id);
      events.withdrawn(withdrawn.request, withdrawn.guardAccountId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/offers/:id/accept',
    {
      preHandler: guardOnly,
      schema: {
        tags: ['shift-offers'],
        summary: 'Accept an offer',
        description: 'The guard it was offered to only. 409 when the shift was already taken.',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const guard = await guardOfAccount(database.db, user);
      const outcome = await acceptOffer(database, user, guard, request.params.id);
      if (!outcome.refusal) events.accepted(outcome.request, outcome.guardName, outcome.others);
      return answered(outcome);
    },
  );

  app.post(
    '/api/offers/:id/decline',
    {
      preHandler: guardOnly,
      schema: {
        tags: ['shift-offers'],
        summary: 'Decline an offer',
        description: 'The guard it was offered to only.',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const guard = await guardOfAccount(database.db, user);
      const outcome = await declineOffer(database, user, guard, request.params.id);
      if (!outcome.refusal) events.declined(outcome.request, outcome.guardName);
      return answered(outcome);
    },
  );
};
