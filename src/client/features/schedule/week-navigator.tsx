import { isIsoWeek, shiftWeek, weekTitle } from '../../../shared/iso-week';
import { PeriodNavigator } from '../../components/period-navigator';

interface WeekNavigatorProps {
  week: string;
  /** The browser's current week, offered as a shortcut when another week is shown. */
  current: string;
  onChange: (week: string) => void;
}

/** Previous and next arrows around the week's title, e.g. 'Nov 23 – 29, 2026'. */
export function WeekNavigator({ week, current, onChange }: WeekNavigatorProps) {
  return (
    <PeriodNavigator
      value={week}
      current={current}
      onChange={onChange}
      shift={shiftWeek}
      accepts={isIsoWeek}
      title={weekTitle}
      unit="Week"
      titleId="schedule-week-title"
      titleWidth="min-w-44 sm:min-w-56"
    />
  );
}
