import { useEffect, useMemo, useState } from 'react';
import { parseDateEntry } from '../../../shared/date-entry';
import type { SeriesWeekday } from '../../../shared/coverage-series';

/** The recurrence code (rrule), loaded when Repeat is first turned on: not with the dashboard. */
type SeriesDatesModule = typeof import('../../../shared/series-dates');

const FINAL_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/** What the preview shows: nothing yet, the dates the series will make, or why it makes none. */
export type SeriesPreview =
  { kind: 'waiting' } | { kind: 'dates'; dates: string[] } | { kind: 'problem'; message: string };

/**
 * The dates a repeat will make, computed in the browser with the same code the server runs, once
 * both dates show their final MM/DD/YYYY form (as they do on leaving the field).
 */
export function useSeriesDates(
  enabled: boolean,
  dateText: string,
  untilText: string,
  weekdays: readonly SeriesWeekday[],
): SeriesPreview {
  const [library, setLibrary] = useState<SeriesDatesModule | null>(null);
  useEffect(() => {
    if (!enabled || library) return;
    let current = true;
    void import('../../../shared/series-dates').then((loaded) => {
      if (current) setLibrary(loaded);
    });
    return () => {
      current = false;
    };
  }, [enabled, library]);

  return useMemo((): SeriesPreview => {
    if (!enabled || !library) return { kind: 'waiting' };
    if (!FINAL_DATE.test(dateText) || !FINAL_DATE.test(untilText)) return { kind: 'waiting' };
    const today = new Date();
    const first = parseDateEntry(dateText, today);
    const until = parseDateEntry(untilText, today);
    if (!first.ok || !until.ok) return { kind: 'waiting' };
    const rule = { firstDate: first.value, until: until.value, weekdays };
    const problem = library.seriesProblem(rule);
    if (problem) return { kind: 'problem', message: problem.message };
    return { kind: 'dates', dates: library.seriesDates(rule) };
  }, [enabled, library, dateText, untilText, weekdays]);
}
