import { isMonth, monthTitle, shiftMonth } from '../../../shared/month';
import { PeriodNavigator } from '../../components/period-navigator';

interface MonthNavigatorProps {
  month: string;
  /** The browser's current month, offered as a shortcut when another month is shown. */
  current: string;
  onChange: (month: string) => void;
}

/** Previous and next arrows around the month's title, e.g. 'November 2026'. */
export function MonthNavigator({ month, current, onChange }: MonthNavigatorProps) {
  return (
    <PeriodNavigator
      value={month}
      current={current}
      onChange={onChange}
      shift={shiftMonth}
      accepts={isMonth}
      title={monthTitle}
      unit="Month"
      titleId="dashboard-month-title"
      titleWidth="min-w-36 sm:min-w-48"
    />
  );
}
