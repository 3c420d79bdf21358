import { useSearchParams } from 'react-router';
import { addDays, localIsoDate } from '../../../shared/calendar';
import { formatDate } from '../../../shared/date-format';
import { OpenShiftsQuerySchema, type OpenShiftsQuery } from '../../../shared/shift-offers';
import { BOARD_DAYS } from './api';

/** The board's range as its address names it: the API's own query (from, to, location). */
export interface BoardRange extends OpenShiftsQuery {
  /** False for the default range, today and the next BOARD_DAYS days. */
  chosen: boolean;
}

/**
 * The range the board shows: `?from&to[&location]` when the address holds a valid one (at most
 * 31 days, as the API takes; a dashboard card's 'N open' leads to its post's month), else today
 * through the next BOARD_DAYS days, following the date as it changes.
 */
export function useBoardRange(now: Date): BoardRange {
  const [params] = useSearchParams();
  const today = localIsoDate(now);
  const asked = OpenShiftsQuerySchema.safeParse({
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    location: params.get('location') ?? undefined,
  });
  if (asked.success) return { ...asked.data, chosen: true };
  return { from: today, to: addDays(today, BOARD_DAYS), chosen: false };
}

/** 'Sun, Nov 29 – Sun, Dec 6' (the years of other years too): the board's dates for people. */
export function rangeText({ from, to }: { from: string; to: string }): string {
  return `${formatDate(from)} \u2013 ${formatDate(to)}`;
}
