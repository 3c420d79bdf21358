import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { monthTitle, shiftMonth } from '../../../shared/month';
import { Button } from '../../components/ui/button';

interface MonthNavigatorProps {
  month: string;
  /** The browser's current month, offered as a shortcut when another month is shown. */
  current: string;
  onChange: (month: string) => void;
}

/** Previous and next arrows around the month's title, e.g. 'November 2026'. */
export function MonthNavigator({ month, current, onChange }: MonthNavigatorProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex items-center gap-1 sm:gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous month"
          title="Previous month"
          onClick={() => onChange(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2
          id="dashboard-month-title"
          aria-live="polite"
          className="min-w-36 text-center text-lg font-semibold tracking-tight sm:min-w-48 sm:text-xl"
        >
          {monthTitle(month)}
        </h2>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next month"
          title="Next month"
          onClick={() => onChange(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {month === current ? null : (
        <Button variant="ghost" className="px-3" onClick={() => onChange(current)}>
          <CalendarDays aria-hidden="true" className="hidden sm:block" />
          This Month
        </Button>
      )}
    </div>
  );
}
