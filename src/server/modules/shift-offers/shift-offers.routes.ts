import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CandidatesQuerySchema,
  CandidatesSchema,
  OpenShiftsQuerySchema,
  type OpenShiftsQuery,
  SendOffersSchema,
  ShiftOffersSchema,
} from '../../../shared/shift-offers.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser, type SessionCompanion } from '../../auth/request-user.js';
import { requestExists } from '../../db/request-exists.js';
import type { Database } from '../../db/database.js';
import { conflict, notFound } from '../../errors.js';
import type { Reach } from '../../outbox/outbox.js';
import { jsonOf } from '../../http/kept-answers.js';
import { sendJson } from '../../http/send-json.js';
import { candidatesCache, sessionWithCandidatesVersion } from './candidates-cache.js';
import { candidatesFor } from './candidates.js';
import { guardsForRanking } from './ranked-guards.js';
import { acceptOffer, declineOffer, withdrawOffer, type Answered } from './answer-offer.js';
import { guardOfAccount } from './guard-of-account.js';
import { offersOf } from './offer-rows.js';
import { openShiftsCache, sessionWithBoardVersion, startOfWeek } from './open-shifts-cache.js';
import { openShiftsRepository } from './open-shifts.repository.js';
import { REQUEST_NOT_FOUND, sendOffers } from './send-offers.js';
import type { ShiftEvents } from './shift-events.js';
import type { TextSettings } from './text-reach.js';

const OkSchema = z.object({ ok: z.literal(true) });

/** A refused answer is still committed (an offer found taken turns 'taken'): 409 after it. */
function answered(outcome: Answered): { ok: true } {
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
}> = async (app, { database, events, reach, texts }) => {
  const board = openShiftsRepository(database.db);
  const office = requireRole('offers:manage');
  const guardOnly = requireRole('shifts:own');

  // The board's JSON is kept until what it shows changes (open-shifts-cache.ts); its version is
  // read in the statement that reads the session. Fastify has validated the query by then.
  const boards = openShiftsCache(database.db);
  const readWithVersion = sessionWithBoardVersion(app.sessionReader);
  const boardScope = (query: OpenShiftsQuery) => ({
    query,
    weekStart: startOfWeek(new Date()),
  });
  const boardVersion: SessionCompanion = (request, cookie) =>
    readWithVersion(cookie, boardScope(request.query as OpenShiftsQuery));

  app.get(
    '/api/coverage/open',
    {
      preHandler: office,
      schema: { querystring: OpenShiftsQuerySchema },
      config: { sessionCompanion: boardVersion },
    },
    async (request, reply) => {
      const scope = boardScope(request.query);
      const body = await boards.json(
        scope,
        () => board.board(scope.query, new Date(), scope.weekStart),
        request.companion,
      );
      return sendJson(request, reply, body);
    },
  );

  app.get(
    '/api/coverage/:id/offers',
    {
      preHandler: office,
      schema: { params: IdParamsSchema, response: { 200: ShiftOffersSchema } },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await requestExists(database.db, id))) throw notFound(REQUEST_NOT_FOUND);
      return { offers: await offersOf(database.db, id) };
    },
  );

  // Find cover's whole ranking is kept until what it ranks by changes (candidates-cache.ts).
  const rankings = candidatesCache(database.db);
  const guardsOf = guardsForRanking(database.db);
  const readWithRankingVersion = sessionWithCandidatesVersion(app.sessionReader);
  const rankingVersion: SessionCompanion = (request, cookie) =>
    readWithRankingVersion(cookie, (request.params as { id: string }).id);

  app.get(
    '/api/coverage/:id/candidates',
    {
      preHandler: office,
      schema: { params: IdParamsSchema, querystring: CandidatesQuerySchema },
      config: { sessionCompanion: rankingVersion },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { q } = request.query;
      const body = q?.trim()
        ? jsonOf(CandidatesSchema, await candidatesFor(database.db, guardsOf, id, q, texts))
        : await rankings.json(
            id,
            () => candidatesFor(database.db, guardsOf, id, undefined, texts),
            request.companion,
          );
      return sendJson(request, reply, body);
    },
  );

  app.post(
    '/api/coverage/:id/offers',
    {
      preHandler: office,
      schema: {
        params: IdParamsSchema,
        body: SendOffersSchema,
        response: { 200: ShiftOffersSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { guardIds } = request.body;
      const sent = await sendOffers(database, reach, user, request.params.id, guardIds, texts);
      events.offered(sent.request, sent.offeredNow);
      return { offers: sent.offers };
    },
  );

  app.delete(
    '/api/offers/:id',
    { preHandler: office, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const withdrawn = await withdrawOffer(database, requireUser(request), request.params.id);
      events.withdrawn(withdrawn.request, withdrawn.guardAccountId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/offers/:id/accept',
    { preHandler: guardOnly, schema: { params: IdParamsSchema, response: { 200: OkSchema } } },
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
    { preHandler: guardOnly, schema: { params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      const user = requireUser(request);
      const guard = await guardOfAccount(database.db, user);
      const outcome = await declineOffer(database, user, guard, request.params.id);
      if (!outcome.refusal) events.declined(outcome.request, outcome.guardName);
      return answered(outcome);
    },
  );
};
