import * as React from 'react';
import { cn } from '../../lib/utils';
import { Label } from './label';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: React.ReactNode;
  className?: string;
  /** Props for the label when a library wires it (e.g. downshift's getLabelProps). */
  labelProps?: React.ComponentProps<'label'>;
  /** Renders the control; receives the ids to wire aria-describedby and aria-invalid. */
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => React.ReactNode;
}

/** A labelled form control with its hint and its error message, wired for screen readers. */
export function Field({ id, label, error, hint, className, labelProps, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <Label htmlFor={id} {...labelProps}>
        {label}
      </Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <div id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
