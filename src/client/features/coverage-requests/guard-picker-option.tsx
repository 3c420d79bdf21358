import { TriangleAlert } from 'lucide-react';
import { formatDate } from '../../../shared/date-format';
import { Badge } from '../../components/ui/badge';
import { bookingText, type GuardItem } from './guard-picker-items';

/** One line of the guard list: the name, then what the picker found (booked, card, history). */
export function GuardOptionContent({ item }: { item: GuardItem }) {
  const option = item.option;
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
      {option?.cardExpired ? <Badge variant="destructive">Card expired</Badge> : null}{' '}
      {option?.lastCoveredHere ? (
        <span className="text-xs text-muted-foreground">
          Covered here {formatDate(option.lastCoveredHere)}
        </span>
      ) : null}
    </>
  );
}

/** Under the field: why the chosen guard may not suit the shift (saving stays allowed). */
export function GuardWarning({ item }: { item: GuardItem }) {
  const option = item.option;
  if (!option || (!option.clash && !option.cardExpired)) return null;
  const problems = [
    option.clash ? bookingText(option.clash) : null,
    option.cardExpired ? 'Card expired' : null,
  ].filter(Boolean);
  return (
    <span className="flex items-start gap-1.5 text-sm text-foreground">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>{problems.join(' \u00b7 ')}</span>
    </span>
  );
}
