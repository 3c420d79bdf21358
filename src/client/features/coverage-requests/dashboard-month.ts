import { useSearchParams } from 'react-router';
import { isMonth, monthOf } from '../../../shared/month';

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
