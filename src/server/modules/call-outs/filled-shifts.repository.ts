import type { Kysely } from 'kysely';
import { addDays } from '../../../shared/calendar.js';
import {
  FILLED_SHIFTS_DAYS,
  FILLED_SHIFTS_SHOWN,
  type FilledShifts,
  type FilledShiftsQuery,
} from '../../../shared/call-outs.js';
import { searchable } from '../../../shared/guard-picker.js';
import { localTimeZone, shiftPhase } from '../../../shared/shift-phase.js';
import type { DB } from '../../db/schema.js';

/**
 * 'Report a call out' (issue #30): the filled shifts from `from` (the browser's today) through
 * the next FILLED_SHIFTS_DAYS days that have not ended (a guard may leave the post during one:
 * issue #39; last night's overnight shift too), soonest first, narrowed by part of the
 * guard's name (either order), the post's name or its dept code. A fortnight of a large
 * operation's shifts is a few thousand rows, read by the (date, post) index and matched here as
 * the guard picker matches names.
 */
export async function filledShifts(
  db: Kysely<DB>,
  { from, q }: FilledShiftsQuery,
  now = new Date(),
): Promise<FilledShifts> {
  const rows = await db
    .selectFrom('coverageRequests as request')
    .innerJoin('locations as location', 'location.id', 'request.locationId')
    .select([
      'request.id',
      'request.date',
      'request.startTime',
      'request.endTime',
      'location.name as locationName',
      'location.deptCode',
      'request.assignedGuardId',
      'request.assignedGuardName',
    ])
    .where('request.date', '>=', addDays(from, -1))
    .where('request.date', '<=', addDays(from, FILLED_SHIFTS_DAYS))
    .where('request.assignedGuardName', 'is not', null)
    .orderBy('request.date')
    .orderBy('request.startTime')
    .orderBy('location.name')
    .execute();
  const typed = searchable(q ?? '');
  const zone = localTimeZone();
  const matches = rows.flatMap(({ assignedGuardName, ...row }) => {
    if (assignedGuardName === null || shiftPhase(row, now, zone) === 'ended') return [];
    if (typed) {
      const [last = '', first = ''] = searchable(assignedGuardName).split(', ');
      const names = [`${first} ${last}`, `${last}, ${first}`, searchable(row.locationName)];
      if (!names.some((name) => name.includes(typed)) && !searchable(row.deptCode).includes(typed))
        return [];
    }
    return [{ ...row, assignedGuardName }];
  });
  return { shifts: matches.slice(0, FILLED_SHIFTS_SHOWN), total: matches.length };
}
