import { CalendarX2, Plus } from 'lucide-react';
import { formatMonthDay } from '../../../shared/date-format';
import { weekdayName } from '../../../shared/iso-week';
import type { BoardChip, BoardRow } from '../../../shared/schedule-board';
import { EmptyState } from '../../components/list-states';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { DailyOvertimeNote, GuardHours } from './guard-hours';
import { ShiftChip } from './shift-chip';

/** '1 request', '3 requests'. */
export const requestCount = (count: number) => `${String(count)} request${count === 1 ? '' : 's'}`;

interface ScheduleDayListProps {
  rows: BoardRow[];
  days: readonly string[];
  day: number;
  onDayChange: (day: number) => void;
  today: string;
  canAdd: boolean;
  onOpen: (chip: BoardChip) => void;
  /** Adds a request on the day, at the post when one is given. */
  onAdd: (postId: string | undefined, date: string) => void;
}

/**
 * The board on a phone: a strip of the week's days (each with its count of requests), and the
 * chosen day's requests by post (or guard), one under another: nothing scrolls sideways.
 */
export function ScheduleDayList(props: ScheduleDayListProps) {
  const { rows, days, day, onDayChange, today, canAdd, onOpen, onAdd } = props;
  const date = days[day] ?? '';
  const dayName = `${weekdayName(day)}, ${formatMonthDay(date)}`;
  const listed = rows.filter((row) => (row.cells[day]?.length ?? 0) > 0);
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label="Day of the week" className="grid grid-cols-7 gap-1">
        {days.map((each, index) => {
          const count = rows.reduce((sum, row) => sum + (row.cells[index]?.length ?? 0), 0);
          return (
            <button
              key={each}
              type="button"
              aria-pressed={index === day}
              aria-label={`${weekdayName(index)}, ${formatMonthDay(each)}: ${requestCount(count)}`}
              onClick={() => onDayChange(index)}
              className={cn(
                'flex min-w-0 flex-col items-center rounded-md border border-border py-1.5 text-xs leading-tight outline-none focus-visible:ring-2 focus-visible:ring-ring',
                index === day ? 'border-primary bg-primary text-primary-foreground' : 'bg-card',
                each === today && index !== day && 'border-primary',
              )}
            >
              <span className="font-semibold">{weekdayName(index)}</span>
              <span className="text-base font-semibold tabular-nums">{Number(each.slice(8))}</span>
              <span className={cn(index === day ? '' : 'text-muted-foreground')}>{count}</span>
            </button>
          );
        })}
      </div>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">
          {dayName}
          {date === today ? ' · Today' : ''}
        </h3>
        {canAdd ? (
          <Button variant="outline" size="sm" onClick={() => onAdd(undefined, date)}>
            <Plus aria-hidden="true" />
            Add request
          </Button>
        ) : null}
      </div>
      {listed.length === 0 ? (
        <EmptyState icon={CalendarX2} title={`No requests on ${dayName}`} />
      ) : (
        <ul aria-label={`Requests on ${dayName}`} className="flex flex-col gap-3">
          {listed.map((row) => (
            <li
              key={row.key}
              className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3 [content-visibility:auto]"
            >
              <div className="flex min-w-0 items-baseline justify-between gap-2">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <p className="min-w-0 break-words font-medium">
                    {row.title}{' '}
                    {row.subtitle ? (
                      <span className="font-mono text-xs font-normal whitespace-nowrap text-muted-foreground">
                        {row.subtitle}
                      </span>
                    ) : null}
                  </p>
                  {row.hours ? <GuardHours hours={row.hours} /> : null}
                </div>
                {canAdd && row.postId ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Add request at ${row.title}, ${dayName}`}
                    onClick={() => onAdd(row.postId ?? undefined, date)}
                  >
                    <Plus aria-hidden="true" />
                    Add
                  </Button>
                ) : null}
              </div>
              {row.hours?.dailyNote && row.hours.overtimeDays.includes(day) ? (
                <DailyOvertimeNote note={row.hours.dailyNote} />
              ) : null}
              <div className="grid grid-cols-2 gap-2">
                {row.cells[day]?.map((chip) => (
                  <ShiftChip
                    key={chip.shift.id}
                    chip={chip}
                    context={`${row.title}, ${dayName}`}
                    focusable
                    onOpen={() => onOpen(chip)}
                  />
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
