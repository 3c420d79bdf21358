import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './ui/button';
import { cn } from '../lib/utils';

interface PeriodNavigatorProps {
  /** The period shown: a month (yyyy-MM) or an ISO week (yyyy-Www). */
  value: string;
  /** The browser's current period, offered as a shortcut when another one is shown. */
  current: string;
  onChange: (value: string) => void;
  /** The period `delta` periods from `value`. */
  shift: (value: string, delta: number) => string;
  /** False for a period the app does not accept (before 2000, after 2099): its arrow is off. */
  accepts: (value: string) => boolean;
  /** The period's title, e.g. 'November 2026' or 'Nov 23 – 29, 2026'. */
  title: (value: string) => string;
  /** 'Month' or 'Week': the buttons say 'Previous month', 'This Month'. */
  unit: 'Month' | 'Week';
  /** The title's id (pages label their lists with it) and width, so the arrows stay put. */
  titleId: string;
  titleWidth: string;
}

/** Previous and next arrows around a period's title, and a way back to the current one. */
export function PeriodNavigator({
  value,
  current,
  onChange,
  shift,
  accepts,
  title,
  unit,
  titleId,
  titleWidth,
}: PeriodNavigatorProps) {
  const lower = unit.toLowerCase();
  const previous = shift(value, -1);
  const next = shift(value, 1);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-1 sm:gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={`Previous ${lower}`}
          title={`Previous ${lower}`}
          disabled={!accepts(previous)}
          onClick={() => onChange(previous)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2
          id={titleId}
          aria-live="polite"
          className={cn('text-center text-lg font-semibold tracking-tight sm:text-xl', titleWidth)}
        >
          {title(value)}
        </h2>
        <Button
          variant="outline"
          size="icon"
          aria-label={`Next ${lower}`}
          title={`Next ${lower}`}
          disabled={!accepts(next)}
          onClick={() => onChange(next)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {value === current ? null : (
        <Button variant="ghost" className="px-3" onClick={() => onChange(current)}>
          <CalendarDays aria-hidden="true" className="hidden sm:block" />
          This {unit}
        </Button>
      )}
    </div>
  );
}
