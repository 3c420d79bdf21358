import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApproveShiftBodySchema,
  GuardTimesheetSchema,
  TIMESHEET_CSV_HEADER_LINE,
  TimesheetQuerySchema,
  TimesheetShiftParamsSchema,
  TimesheetWeekParamsSchema,
  TimesheetWeekSchema,
  timesheetCsvLine,
  timesheetFileName,
  type GuardTimesheet,
} from '../../../shared/timesheets.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { sendCsv } from '../../http/csv-download.js';
import { fileResponse } from '../../http/response-schemas.js';
import { readTimesheets, timesheetWrites } from './timesheets.writes.js';

/**
 * /api/timesheets (issue #33): per guard per ISO week, scheduled hours beside worked hours, what
 * to resolve, approving the week, a shift's approved minutes, and the payroll CSV (admins and
 * supervisors).
 */
export const timesheetRoutes: FastifyPluginAsyncZod<{
  database: Database;
  /** The company's time zone, the shifts' hours are counted in. */
  timeZone: string;
}> = async (app, { database, timeZone }) => {
  const writes = timesheetWrites(database, timeZone);
  const tags = ['timesheets'];

  app.get(
    '/api/timesheets',
    {
      preHandler: requireRole('timesheets:manage'),
      schema: {
        tags,
        summary: "Each guard's week: scheduled and worked hours, late minutes, what to resolve",
        querystring: TimesheetQuerySchema,
        response: { 200: TimesheetWeekSchema },
      },
    },
    (request) => readTimesheets(database.db, timeZone, request.query.week),
  );

  app.get(
    '/api/timesheets.csv',
    {
      preHandler: requireRole('timesheets:manage'),
      schema: {
        tags,
        summary: "The week's timesheets as a CSV file for payroll, one line per guard",
        querystring: TimesheetQuerySchema,
        response: {
          200: fileResponse('text/csv', 'The CSV file (UTF-8, a byte-order mark first)'),
        },
      },
    },
    async (request, reply) => {
      const { week } = request.query;
      async function* batches(): AsyncGenerator<GuardTimesheet[]> {
        yield (await readTimesheets(database.db, timeZone, week)).guards;
      }
      return sendCsv(reply, {
        fileName: timesheetFileName(week),
        header: TIMESHEET_CSV_HEADER_LINE,
        line: (sheet) => timesheetCsvLine(week, sheet),
        batches: batches(),
      });
    },
  );

  app.post(
    '/api/timesheets/:guardId/:week/approve',
    {
      preHandler: requireRole('timesheets:manage'),
      schema: {
        tags,
        summary: "Approve a guard's week: refused until every shift ended and has a check-out",
        params: TimesheetWeekParamsSchema,
        response: { 200: GuardTimesheetSchema },
      },
    },
    (request) => writes.approve(request.params.guardId, request.params.week, requireUser(request)),
  );

  app.delete(
    '/api/timesheets/:guardId/:week/approve',
    {
      preHandler: requireRole('timesheets:manage'),
      schema: {
        tags,
        summary: "Take back a guard's week's approval, so its shifts can change again",
        params: TimesheetWeekParamsSchema,
        response: { 200: GuardTimesheetSchema },
      },
    },
    (request) =>
      writes.unapprove(request.params.guardId, request.params.week, requireUser(request)),
  );

  app.put(
    '/api/timesheets/shifts/:requestId/:guardId',
    {
      preHandler: requireRole('timesheets:manage'),
      schema: {
        tags,
        summary: "Set the minutes that count for a guard's shift (null clears them)",
        description:
          'How a missing check-out or time beyond the shift is settled; refused while the week is approved.',
        params: TimesheetShiftParamsSchema,
        body: ApproveShiftBodySchema,
        response: { 200: GuardTimesheetSchema },
      },
    },
    (request) =>
      writes.setShiftMinutes(
        request.params.requestId,
        request.params.guardId,
        request.body.approvedMinutes,
        requireUser(request),
      ),
  );
};
