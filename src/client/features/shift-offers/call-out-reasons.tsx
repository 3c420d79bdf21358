import {
  CALL_OUT_REASON_LABELS,
  GIVEN_CALL_OUT_REASONS,
  type GivenCallOutReason,
} from '../../../shared/call-outs';
import { cn } from '../../lib/utils';

interface CallOutReasonsProps {
  /** Names the radios' group; the error's id derives from it. */
  name: string;
  value: GivenCallOutReason | null;
  onChange: (reason: GivenCallOutReason) => void;
  error?: string | undefined;
  reasons?: readonly GivenCallOutReason[];
}

/**
 * The reason of a call-out, one tap each (issue #30): native radios drawn as large chips, so a
 * thumb hits them, Tab enters the group and the arrow keys choose, like every radio group.
 */
export function CallOutReasons({
  name,
  value,
  onChange,
  error,
  reasons = GIVEN_CALL_OUT_REASONS,
}: CallOutReasonsProps) {
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-2 text-sm leading-none font-medium">Reason</legend>
      <div className="flex flex-wrap gap-2">
        {reasons.map((reason) => (
          <label
            key={reason}
            className={cn(
              'inline-flex h-11 min-w-18 cursor-pointer items-center justify-center rounded-full border px-3.5 text-sm font-medium transition-colors select-none',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
              value === reason
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input bg-background hover:bg-accent',
            )}
          >
            <input
              type="radio"
              name={name}
              value={reason}
              checked={value === reason}
              onChange={() => onChange(reason)}
              aria-invalid={Boolean(error) || undefined}
              className="sr-only"
            />
            {CALL_OUT_REASON_LABELS[reason]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
