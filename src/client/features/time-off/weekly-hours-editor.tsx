import type { Day } from 'date-fns';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import type { WeeklyUnavailability } from '../../../shared/availability-rules';
import {
  AVAILABILITY_MAX_WINDOWS,
  TOO_MANY_WINDOWS,
  UnavailableWindowSchema,
  windowKey,
  windowText,
} from '../../../shared/availability';
import { weekdayName } from '../../../shared/company-rules-text';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';

/** The days to pick from, Sunday first as the list of hours is ordered. */
const DAYS: readonly Day[] = [0, 1, 2, 3, 4, 5, 6];

interface WeeklyHoursEditorProps {
  /** Prefix of the fields' ids (two editors may share a page). */
  id: string;
  windows: readonly WeeklyUnavailability[];
  /** Saves the whole new set; resolves true once saved. */
  onSave: (windows: WeeklyUnavailability[]) => Promise<boolean>;
  saving: boolean;
  /** Whose hours: 'you' on the guard's page, the guard's first name in the office. */
  emptyText: string;
}

/**
 * The weekly hours a guard cannot work (issue #32): each time with a Remove button, and a row to
 * add one (a day, from, to). Each change is saved at once; a time ending at or before its start
 * runs into the next day, as the list then says.
 */
export function WeeklyHoursEditor({
  id,
  windows,
  onSave,
  saving,
  emptyText,
}: WeeklyHoursEditorProps) {
  const [weekday, setWeekday] = useState('6');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleAdd = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!from || !to) return setError('Enter both times as HH:MM');
    const parsed = UnavailableWindowSchema.safeParse({ weekday: Number(weekday), from, to });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the times');
    if (windows.length >= AVAILABILITY_MAX_WINDOWS) return setError(TOO_MANY_WINDOWS);
    if (windows.some((window) => windowKey(window) === windowKey(parsed.data))) {
      return setError('That time is already on the list');
    }
    setError(null);
    if (await onSave([...windows, parsed.data])) {
      setFrom('');
      setTo('');
    }
  };

  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-4">
      {windows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul
          aria-label="Unavailable hours"
          className="flex flex-col divide-y divide-border rounded-md border border-border"
        >
          {windows.map((window) => (
            <li
              key={windowKey(window)}
              className="flex items-center justify-between gap-3 px-3 py-2"
            >
              <span className="font-medium tabular-nums">{windowText(window)}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={saving}
                aria-label={`Remove ${windowText(window)}`}
                onClick={() => void onSave(windows.filter((other) => other !== window))}
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        aria-label="Add a time"
        noValidate
        onSubmit={(event) => void handleAdd(event)}
        className="grid grid-cols-2 gap-3 sm:grid-cols-[1.5fr_1fr_1fr_auto] sm:items-end"
      >
        <div className="col-span-2 flex flex-col gap-2 sm:col-span-1">
          <Label htmlFor={`${id}-day`}>Day</Label>
          <Select value={weekday} onValueChange={setWeekday}>
            <SelectTrigger id={`${id}-day`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {DAYS.map((day) => (
                <SelectItem key={day} value={String(day)}>
                  {weekdayName(day)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="time"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="time"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <Button type="submit" className="col-span-2 sm:col-span-1" loading={saving}>
          <Plus aria-hidden="true" />
          Add time
        </Button>
        {error ? (
          <p
            id={errorId}
            role="alert"
            className="col-span-2 text-sm font-medium text-destructive sm:col-span-4"
          >
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
