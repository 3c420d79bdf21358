import { TriangleAlert } from 'lucide-react';
import { formatDate } from '../../../shared/date-format';
import { hoursText } from '../../../shared/rule-text';
import { Badge } from '../../components/ui/badge';
import { bookingText, guardProblems, pickerBlocker, type GuardItem } from './guard-picker-items';

/** One line of the guard list: the name, then what the picker found (booked, blocked, history). */
export function GuardOptionContent({ item }: { item: GuardItem }) {
  const option = item.option;
  const blocker = pickerBlocker(item);
  return (
    <>
      <span className={item.id ? 'min-w-0 font-medium break-words' : 'text-muted-foreground'}>
        {item.id ? item.label : 'None'}
      </span>{' '}
      {option?.clash ? (
        <Badge variant="warning" className="whitespace-normal">
          {bookingText(option.clash)}
        </Badge>
      ) : null}{' '}
      {blocker ? (
        <Badge variant="destructive" className="whitespace-normal">
          {blocker}
        </Badge>
      ) : null}{' '}
      {option?.finding?.warnings.map((warning) => (
        <Badge key={warning} variant="warning" className="whitespace-normal">
          {warning}
        </Badge>
      ))}{' '}
      {option?.finding?.hoursBefore ? (
        <span className="text-xs text-muted-foreground">
          {`${hoursText(option.finding.hoursBefore * 60)} h this week`}
        </span>
      ) : null}{' '}
      {option?.lastCoveredHere ? (
        <span className="text-xs text-muted-foreground">
          Covered here {formatDate(option.lastCoveredHere)}
        </span>
      ) : null}
    </>
  );
}

/**
 * Under the field: why the chosen guard may not suit the shift. A rule's blocker (issue #32) is
 * refused by the server on save; its warnings are confirmed then.
 */
export function GuardWarning({ item }: { item: GuardItem }) {
  const problems = guardProblems(item);
  if (problems.length === 0) return null;
  return (
    <span className="flex items-start gap-1.5 text-sm text-foreground">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>{problems.join(' \u00b7 ')}</span>
    </span>
  );
}
