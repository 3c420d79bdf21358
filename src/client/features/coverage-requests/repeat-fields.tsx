import {
  SERIES_WEEKDAYS,
  WEEKDAY_NAMES,
  type SeriesWeekday,
} from '../../../shared/coverage-series';
import { formatDate } from '../../../shared/date-format';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/utils';
import { DateEntryField } from './date-entry-field';
import { previewSummary, type RepeatErrors, type RepeatValues } from './repeat-values';
import type { SeriesPreview } from './use-series-dates';

interface RepeatFieldsProps {
  id: string;
  repeat: RepeatValues;
  errors: RepeatErrors;
  preview: SeriesPreview;
  onToggle: (on: boolean) => void;
  onWeekdays: (weekdays: SeriesWeekday[]) => void;
  onUntil: (text: string) => void;
  onUntilChecked: (message: string | null) => void;
}

/**
 * Add Coverage's Repeat: weekly on the chosen weekdays (toggle buttons, Monday first) until a
 * date, with a preview of the dates the series will make before anything is saved.
 */
export function RepeatFields(props: RepeatFieldsProps) {
  const { id, repeat, errors, preview } = props;
  const toggleDay = (day: SeriesWeekday) => {
    const chosen = repeat.weekdays.includes(day)
      ? repeat.weekdays.filter((other) => other !== day)
      : [...repeat.weekdays, day];
    props.onWeekdays(SERIES_WEEKDAYS.filter((other) => chosen.includes(other)));
  };
  const daysLabel = `${id}-days-label`;
  const daysError = `${id}-days-error`;

  return (
    <div className="flex flex-col gap-3 rounded-md border p-3">
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-on`}
          checked={repeat.on}
          onCheckedChange={(checked) => props.onToggle(checked === true)}
        />
        <Label htmlFor={`${id}-on`}>Repeat weekly</Label>
      </div>
      {repeat.on ? (
        <>
          <div className="flex flex-col gap-2">
            <span id={daysLabel} className="text-sm font-medium">
              Repeat on*
            </span>
            <div
              role="group"
              aria-labelledby={daysLabel}
              aria-describedby={errors.weekdays ? daysError : undefined}
              className="grid grid-cols-7 gap-1"
            >
              {SERIES_WEEKDAYS.map((day) => {
                const pressed = repeat.weekdays.includes(day);
                return (
                  <button
                    key={day}
                    type="button"
                    aria-pressed={pressed}
                    aria-label={WEEKDAY_NAMES[day].long}
                    onClick={() => toggleDay(day)}
                    className={cn(
                      'h-9 rounded-md border text-xs font-medium outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:text-sm',
                      pressed
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'bg-background hover:bg-accent',
                    )}
                  >
                    {WEEKDAY_NAMES[day].short}
                  </button>
                );
              })}
            </div>
            {errors.weekdays ? (
              <p id={daysError} role="alert" className="text-sm font-medium text-destructive">
                {errors.weekdays}
              </p>
            ) : null}
          </div>
          {/* Until under the Date column; the preview beside it from 640 px up. */}
          <div className="grid gap-3 sm:grid-cols-3 sm:gap-4">
            <DateEntryField
              id={`${id}-until`}
              label="Repeat until*"
              hint="Within a year"
              value={repeat.until}
              error={errors.until}
              onChange={props.onUntil}
              onChecked={props.onUntilChecked}
            />
            <div className="min-w-0 sm:col-span-2 sm:pt-7">
              <SeriesPreviewBox preview={preview} />
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}

/** What will be saved: the count and the first and last dates, and every date on request. */
function SeriesPreviewBox({ preview }: { preview: SeriesPreview }) {
  return (
    <div aria-live="polite" className="text-sm">
      {preview.kind === 'waiting' ? (
        <p className="text-muted-foreground">
          Enter the first date and the end date to see the shifts.
        </p>
      ) : preview.kind === 'problem' ? (
        <p className="font-medium text-destructive">{preview.message}</p>
      ) : (
        <details>
          <summary className="cursor-pointer font-medium">{previewSummary(preview.dates)}</summary>
          <ol
            aria-label="Dates of the shifts"
            className="mt-2 grid max-h-40 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto tabular-nums"
          >
            {preview.dates.map((date) => (
              <li key={date}>{formatDate(date)}</li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
