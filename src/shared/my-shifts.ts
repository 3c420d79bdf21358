import { z } from 'zod';
import { CheckWindowSchema, MyAttendanceSchema } from './my-attendance.js';
import { OFFER_STATUSES } from './shift-offers.js';

/**
 * A guard's own page, /my-shifts (issue #21): their shifts, the offers made to them, and calling
 * out of a shift.
 */

/** A shift of the guard's own (GET /api/my/shifts). */
export const MyShiftSchema = z.object({
  requestId: z.string(),
  date: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  locationName: z.string(),
  deptCode: z.string(),
  /** The office's note for the guard; its own notes are never sent to a guard (issue #31). */
  guardNote: z.string().nullable(),
  /** When it starts (ISO instant, the company's wall clock read by the server), or null without times. */
  startsAt: z.string().nullable(),
});
export type MyShift = z.infer<typeof MyShiftSchema>;

/**
 * A shift assigned to the guard, with when they may check in and out and what they did (issue
 * #33: the distance and the mark, never a position).
 */
export const MyAssignedShiftSchema = MyShiftSchema.extend({
  checkWindow: CheckWindowSchema,
  /** Null until the guard checks in. */
  attendance: MyAttendanceSchema.nullable(),
  /** When the guard confirmed they will come (issue #39), or null. */
  confirmedAt: z.string().nullable(),
});
export type MyAssignedShift = z.infer<typeof MyAssignedShiftSchema>;

/** An offer to the guard, whatever became of it, with the shift it offers. */
export const MyOfferSchema = MyShiftSchema.extend({
  offerId: z.string(),
  status: z.enum(OFFER_STATUSES),
  offeredAt: z.string(),
  answeredAt: z.string().nullable(),
  /** Why the guard cannot take a pending offer by now (issue #32: a rule blocks it), or null. */
  blocker: z.string().nullable(),
});
export type MyOffer = z.infer<typeof MyOfferSchema>;

/**
 * The guard's time off that meets the page's days (issue #39): approved, or asked and not yet
 * answered (marked so); a declined request is not shown.
 */
export const MyTimeOffItemSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.enum(['pending', 'approved']),
});
export type MyTimeOffItem = z.infer<typeof MyTimeOffItemSchema>;

/** GET /api/my/shifts: my shifts of the next 30 days, and my offers, newest first. */
export const MyShiftsSchema = z.object({
  assigned: z.array(MyAssignedShiftSchema),
  offers: z.array(MyOfferSchema),
  /** My time off in the same days, soonest first (issue #39). */
  timeOff: z.array(MyTimeOffItemSchema),
  /** The company's notice period for a call-out, in hours (CALL_OUT_NOTICE_HOURS; 0: none). */
  callOutNoticeHours: z.number().int().nonnegative(),
  /** How guards reach the office (OFFICE_PHONE), or null when unset. */
  officePhone: z.string().nullable(),
});
export type MyShifts = z.infer<typeof MyShiftsSchema>;

/** Days of shifts /my-shifts lists, from today. */
export const MY_SHIFTS_DAYS = 30;
