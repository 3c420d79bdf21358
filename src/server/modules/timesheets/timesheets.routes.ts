import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConfirmWarningsSchema } from '../../../shared/assignment-findings.js';
import { TIMESHEET_CSV_HEADER_LINE, timesheetCsvLines } from '../../../shared/timesheet-csv.js';
import {
  ApproveShiftBodySchema,
  GuardTimesheetSchema,
  TimesheetQuerySchema,
  TimesheetShiftParamsSchema,
  TimesheetWeekParamsSchema,
  TimesheetWeekSchema,
  timesheetFileName,
  type GuardTimesheet,
} from '../../../shared/timesheets.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { sendCsv } from '../../http/csv-download.js';
import { fileResponse } from '../../http/response-schemas.js';
import { readTimesheets } from './timesheet-read.js';
import { timesheetWrites } from './timesheets.writes.js';

/** Guards whose lines make one chunk of the payroll file. */
const CSV_GUARDS_PER_CHUNK = 200;

/**
 * /api/timesheets (issues #33 and #39): per guard per ISO week, scheduled hours beside worked hours, what
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
        summary:
          "The week's timesheets as a CSV file for payroll: a line per shift, each guard's total",
        description:
          'Guard, Date, Post, Scheduled, Worked, Regular and Overtime Hours, Late Minutes, Relief and Approval; after each guard\'s shifts a line whose Date is "Week total".',
        querystring: TimesheetQuerySchema,
        response: {
          200: fileResponse('text/csv', 'The CSV file (UTF-8, a byte-order mark first)'),
        },
      },
    },
    async (request, reply) => {
      const { week } = request.query;
      // One read for the week (the overtime needs each guard's whole week), written out a
      // batch of guards at a time so the event loop gets a turn between them.
      async function* batches(): AsyncGenerator<GuardTimesheet[]> {
        const { guards } = await readTimesheets(database.db, timeZone, week);
        for (let at = 0; at < guards.length; at += CSV_GUARDS_PER_CHUNK) {
          yield guards.slice(at, at + CSV_GUARDS_PER_CHUNK);
        }
      }
      return sendCsv(reply, {
        fileName: timesheetFileName(week),
        header: TIMESHEET_CSV_HEADER_LINE,
        line: timesheetCsvLines,
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
        summary:
          "Approve a guard's week once it is over; missing check-ins and check-outs ask first",
        description:
          'Refused (409) until the week and its shifts have ended. Shifts missing a check-in or a check-out whose worked time is not set answer 409 CONFIRM_WARNINGS naming them (`warnings`); sent again with `confirmWarnings: true`, the week is approved and those shifts count as scheduled.',
        params: TimesheetWeekParamsSchema,
        // No body at all approves as before: only a confirmation needs one.
        body: ConfirmWarningsSchema.nullish(),
        response: { 200: GuardTimesheetSchema },
      },
    },
    (request) =>
      writes.approve(request.params.guardId, request.params.week, requireUser(request), {
        confirmWarnings: request.body?.confirmWarnings ?? false,
      }),
  );

  app.delete(
    '/api/timesheets/:guardId/:week/approve',
    {
      preHandler: requireRole('timesheets:manage'),
      schema: {
        tags,
        summary: "Take back a guard's week's approval, so its shifts can change again",
        description: 'The shifts the approval counted as scheduled go back to what was recorded.',
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
