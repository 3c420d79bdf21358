import { useSearchParams } from 'react-router';
import { localIsoDate } from '../../shared/calendar';
import { isIsoWeek, isoWeekOf } from '../../shared/iso-week';

/**
 * A page's week lives in the URL (`?week=YYYY-Www`), so Back, reloads and links keep it: the week
 * board's and the timesheets'.
 */
export const WEEK_PARAM = 'week';

/**
 * The week the page shows: `?week=`, or the browser's current week when it is missing or not a
 * real week. Changing it adds a history entry, so Back returns to the week before.
 */
export function useWeekParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = isoWeekOf(localIsoDate(new Date()));
  const requested = searchParams.get(WEEK_PARAM) ?? '';
  const week = isIsoWeek(requested) ? requested : current;

  const setWeek = (next: string) => {
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      updated.set(WEEK_PARAM, next);
      return updated;
    });
  };

  return { week, current, setWeek };
}
