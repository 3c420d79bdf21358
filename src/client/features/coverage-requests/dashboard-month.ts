import { useSearchParams } from 'react-router';
import { isMonth, monthOf, monthRange } from '../../../shared/month';

/** The dashboard's month lives in the URL, so reloads and shared links keep it. */
export const MONTH_PARAM = 'month';

/**
 * The month the dashboard shows: `?month=YYYY-MM`, or the browser's current month when the
 * parameter is missing or not a month. Changing it adds a history entry, so Back returns.
 */
export function useDashboardMonth() {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = monthOf(new Date());
  const requested = searchParams.get(MONTH_PARAM) ?? '';
  const month = isMonth(requested) ? requested : current;

  const setMonth = (next: string) => {
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      updated.set(MONTH_PARAM, next);
      return updated;
    });
  };

  return { month, current, setMonth };
}

/**
 * Where a card's 'N open' leads (issue #30): the open-shifts board for the post's month, past
 * days included, so it lists what the card counts. A month is at most 31 days, the board's limit.
 */
export function monthBoardHref(month: string, locationId: string): string {
  const { from, to } = monthRange(month);
  return `/open-shifts?${new URLSearchParams({ from, to, location: locationId }).toString()}`;
}
