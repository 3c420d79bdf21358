import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AvailabilitySchema } from '../../../shared/availability.js';
import { localIsoDate } from '../../../shared/calendar.js';
import {
  TimeOffIdParamsSchema,
  TimeOffQuerySchema,
  TimeOffSchema,
} from '../../../shared/time-off.js';
import {
  ApproveTimeOffSchema,
  OfficeTimeOffListSchema,
  RecordTimeOffSchema,
  TimeOffDecisionSchema,
} from '../../../shared/time-off-shifts.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { bookedShiftsByRequest } from './booked-shifts.repository.js';
import type { TimeOffEvents } from './time-off-events.js';
import { guardById, listTimeOff, listUnavailability } from './time-off.repository.js';
import type { TimeOffDecided, TimeOffWrites } from './time-off.writes.js';

/** A decision as the API answers it: the request, the shifts it opened and those it left. */
const decision = ({ request, opened, started }: TimeOffDecided) => ({
  ...request,
  shiftsOpened: opened,
  shiftsStarted: started,
});

const CONFIRM_DESCRIPTION =
  "Over the guard's booked shifts that have not ended it answers 409 CONFIRM_WARNINGS naming " +
  'them (`bookedShifts`) until sent with `confirmWarnings: true`; then each shift that has not ' +
  "started opens as a call-out with the reason 'time-off' and the guard is told (push, text). " +
  'A started shift is left to the office (`shiftsStarted`).';

/**
 * The office's side of time off (issue #32): the list of requests (pending first), approving
 * and declining them, and recording time off and weekly hours for any guard, with or without an
 * account. Time off the office records is approved at once: it records what it agreed. Each
 * request lists the guard's booked shifts it meets, which approving opens (issue #39).
 */
export const timeOffRoutes: FastifyPluginAsyncZod<{
  database: Database;
  events: TimeOffEvents;
  writes: TimeOffWrites;
  /** The company's time zone: which booked shifts have started or ended. */
  timeZone: string;
}> = async (app, { database, events, writes, timeZone }) => {
  const { db } = database;
  /** A guard the office names by id; 404 when there is none. */
  const namedGuard = async (guardId: string) => {
    const guard = await guardById(db, guardId);
    if (!guard) throw notFound('Guard not found');
    return guard;
  };

  app.get(
    '/api/time-off',
    {
      preHandler: requireRole('time-off:view'),
      schema: {
        summary: 'Time off requests of a status whose dates meet a range, pending first',
        tags: ['time-off'],
        querystring: TimeOffQuerySchema,
        description:
          "Each request carries `bookedShifts`: its guard's shifts it meets that have not ended " +
          '(none for a declined one), read in one query for the list.',
        response: { 200: OfficeTimeOffListSchema },
      },
    },
    async (request) => {
      const { status, from, to } = request.query;
      const requests = await listTimeOff(db, {
        status,
        from: from ?? localIsoDate(new Date()),
        to: to ?? null,
      });
      const booked = await bookedShiftsByRequest(
        db,
        requests.filter((one) => one.status !== 'declined'),
        new Date(),
        timeZone,
      );
      return {
        requests: requests.map((one) => ({ ...one, bookedShifts: booked.get(one.id) ?? [] })),
      };
    },
  );

  app.post(
    '/api/time-off/:id/approve',
    {
      preHandler: requireRole('time-off:decide'),
      schema: {
        summary: 'Approve a pending time off request; the guard is told, their booked shifts open',
        description: CONFIRM_DESCRIPTION,
        tags: ['time-off'],
        params: TimeOffIdParamsSchema,
        body: ApproveTimeOffSchema,
        response: { 200: TimeOffDecisionSchema },
      },
    },
    async (request) => {
      const confirm = request.body?.confirmWarnings === true;
      const answered = await writes.answer(
        request.params.id,
        'approved',
        requireUser(request),
        confirm,
      );
      events.answered(answered.request, 'approved', answered.notice);
      return decision(answered);
    },
  );

  app.post(
    '/api/time-off/:id/decline',
    {
      preHandler: requireRole('time-off:decide'),
      schema: {
        summary: 'Decline a pending time off request; the guard is told',
        tags: ['time-off'],
        params: TimeOffIdParamsSchema,
        response: { 200: TimeOffSchema },
      },
    },
    async (request) => {
      const answered = await writes.answer(request.params.id, 'declined', requireUser(request));
      events.answered(answered.request, 'declined', answered.notice);
      return answered.request;
    },
  );

  app.get(
    '/api/guards/:id/availability',
    {
      preHandler: requireRole('time-off:view'),
      schema: {
        summary: "A guard's hours of the week they cannot work",
        tags: ['time-off'],
        params: IdParamsSchema,
        response: { 200: AvailabilitySchema },
      },
    },
    async (request) => {
      const guard = await namedGuard(request.params.id);
      return { windows: await listUnavailability(db, guard.id) };
    },
  );

  app.put(
    '/api/guards/:id/availability',
    {
      preHandler: requireRole('time-off:record'),
      schema: {
        summary: "Replace a guard's hours of the week they cannot work (any guard, account or not)",
        tags: ['time-off'],
        params: IdParamsSchema,
        body: AvailabilitySchema,
        response: { 200: AvailabilitySchema },
      },
    },
    async (request) => {
      const guard = await namedGuard(request.params.id);
      const windows = await writes.setAvailability(
        guard,
        request.body.windows,
        requireUser(request),
      );
      events.changed(guard.accountId);
      return { windows };
    },
  );

  app.post(
    '/api/guards/:id/time-off',
    {
      preHandler: requireRole('time-off:record'),
      schema: {
        summary: 'Record time off for a guard (any guard, account or not): approved at once',
        description: CONFIRM_DESCRIPTION,
        tags: ['time-off'],
        params: IdParamsSchema,
        body: RecordTimeOffSchema,
        response: { 201: TimeOffDecisionSchema },
      },
    },
    async (request, reply) => {
      const guard = await namedGuard(request.params.id);
      const created = await writes.request(guard, request.body, requireUser(request), true);
      if (created.notice) {
        events.recordedOverShifts(guard.accountId, created.request.id, created.notice);
      } else events.changed(guard.accountId, created.request.id);
      return reply.status(201).send(decision(created));
    },
  );
};
