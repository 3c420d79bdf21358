import { isIsoWeek, shiftWeek, weekTitle } from '../../shared/iso-week';
import { PeriodNavigator } from './period-navigator';

interface WeekNavigatorProps {
  week: string;
  /** The browser's current week, offered as a shortcut when another week is shown. */
  current: string;
  onChange: (week: string) => void;
  /** The title's id, which pages label their lists with. */
  titleId: string;
}

/**
 * Previous and next arrows around the week's title, e.g. 'Nov 23 – 29, 2026': the week board's
 * and the timesheets'.
 */
export function WeekNavigator({ week, current, onChange, titleId }: WeekNavigatorProps) {
  return (
    <PeriodNavigator
      value={week}
      current={current}
      onChange={onChange}
      shift={shiftWeek}
      accepts={isIsoWeek}
      title={weekTitle}
      unit="Week"
      titleId={titleId}
      titleWidth="min-w-44 sm:min-w-56"
    />
  );
}
