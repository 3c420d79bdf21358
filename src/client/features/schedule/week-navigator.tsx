import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { shiftWeek, weekTitle } from '../../../shared/iso-week';
import { Button } from '../../components/ui/button';

interface WeekNavigatorProps {
  week: string;
  /** The browser's current week, offered as a shortcut when another week is shown. */
  current: string;
  onChange: (week: string) => void;
}

/** Previous and next arrows around the week's title, e.g. 'Nov 23 – 29, 2026'. */
export function WeekNavigator({ week, current, onChange }: WeekNavigatorProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-1 sm:gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous week"
          title="Previous week"
          onClick={() => onChange(shiftWeek(week, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2
          id="schedule-week-title"
          aria-live="polite"
          className="min-w-44 text-center text-lg font-semibold tracking-tight sm:min-w-56 sm:text-xl"
        >
          {weekTitle(week)}
        </h2>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next week"
          title="Next week"
          onClick={() => onChange(shiftWeek(week, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <Button
        variant="ghost"
        className="px-3"
        disabled={week === current}
        onClick={() => onChange(current)}
      >
        <CalendarDays aria-hidden="true" className="hidden sm:block" />
        This Week
      </Button>
    </div>
  );
}
