import type { Kysely } from 'kysely';
import { hoursOf } from '../../../shared/report-math.js';
import type { ReportQuery } from '../../../shared/reports.js';
import {
  NO_CUSTOMER,
  type UncoveredHoursReport,
  type UncoveredTally,
} from '../../../shared/uncovered-hours.js';
import { shiftMonth } from '../../../shared/month.js';
import type { DB } from '../../db/schema.js';

/** Uncovered time found for a month, a post and the account that made the requests. */
export interface Found {
  month: string;
  locationId: string;
  userId: string | null;
  shifts: number;
  partShifts: number;
  minutes: number;
  withoutTimes: number;
}

/** Minutes and counts added up; hours only at the end, so that tenths never pile up. */
interface Sum {
  shifts: number;
  partShifts: number;
  minutes: number;
  withoutTimes: number;
}

const emptySum = (): Sum => ({ shifts: 0, partShifts: 0, minutes: 0, withoutTimes: 0 });

function add(sum: Sum, found: Found): void {
  sum.shifts += found.shifts;
  sum.partShifts += found.partShifts;
  sum.minutes += found.minutes;
  sum.withoutTimes += found.withoutTimes;
}

function addTo(sums: Map<string, Sum>, key: string, found: Found): void {
  let sum = sums.get(key);
  if (!sum) {
    sum = emptySum();
    sums.set(key, sum);
  }
  add(sum, found);
}

const tally = ({ minutes, ...counts }: Sum): UncoveredTally => ({
  ...counts,
  hours: hoursOf(minutes),
});

/** Every month (yyyy-MM) meeting the range, in order. */
function monthsOf({ from, to }: ReportQuery): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = shiftMonth(month, 1)) {
    months.push(month);
  }
  return months;
}

/** Most hours first within each month, then by name. */
const byMonthThenHours = <T extends { month: string; hours: number; name: string }>(a: T, b: T) =>
  a.month.localeCompare(b.month) || b.hours - a.hours || a.name.localeCompare(b.name);

/**
 * The report from what was found: per month, per post and month, per customer and month. A
 * request's customer is the account that made it when that is a customer's account (they see
 * only the requests they made, DECISIONS.md); the others' (the office's, an import's, a deleted
 * account's) are under NO_CUSTOMER.
 */
export async function uncoveredTallies(
  db: Kysely<DB>,
  query: ReportQuery,
  found: readonly Found[],
): Promise<UncoveredHoursReport> {
  const postIds = [...new Set(found.map((row) => row.locationId))];
  const userIds = [...new Set(found.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const [posts, customers] = await Promise.all([
    postIds.length === 0
      ? []
      : db
          .selectFrom('locations')
          .select(['id', 'name', 'deptCode'])
          .where('id', 'in', postIds)
          .execute(),
    userIds.length === 0
      ? []
      : db
          .selectFrom('user')
          .select(['id', 'firstName', 'lastName', 'email'])
          .where('id', 'in', userIds)
          .where('role', '=', 'customer')
          .execute(),
  ]);
  const postById = new Map(posts.map((post) => [post.id, post]));
  const customerName = new Map(
    customers.map((user) => [
      user.id,
      `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email,
    ]),
  );

  const byMonth = new Map<string, Sum>();
  const byPost = new Map<string, Sum>();
  const byCustomer = new Map<string, Sum>();
  const total = emptySum();
  for (const row of found) {
    addTo(byMonth, row.month, row);
    addTo(byPost, `${row.month} ${row.locationId}`, row);
    const customer = row.userId !== null && customerName.has(row.userId) ? row.userId : '';
    addTo(byCustomer, `${row.month} ${customer}`, row);
    add(total, row);
  }

  return {
    months: monthsOf(query).map((month) => ({ month, ...tally(byMonth.get(month) ?? emptySum()) })),
    posts: [...byPost]
      .flatMap(([key, sum]) => {
        const [month = '', locationId = ''] = key.split(' ');
        const post = postById.get(locationId);
        return post
          ? [{ month, locationId, name: post.name, deptCode: post.deptCode, ...tally(sum) }]
          : [];
      })
      .sort(byMonthThenHours),
    customers: [...byCustomer]
      .map(([key, sum]) => {
        const [month = '', customerId = ''] = key.split(' ');
        const name = customerName.get(customerId) ?? NO_CUSTOMER;
        return { month, customerId: customerId || null, name, ...tally(sum) };
      })
      .sort(byMonthThenHours),
    total: tally(total),
  };
}
