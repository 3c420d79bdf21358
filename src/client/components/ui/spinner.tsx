import { Loader2 } from 'lucide-react';
import * as React from 'react';

import { cn } from '../../lib/utils';

type SpinnerProps = React.ComponentProps<'span'> & {
  /** Text announced to screen readers (visually hidden). */
  label?: string;
};

/** A spinning loading indicator announced as a status message. */
export function Spinner({ className, label = 'Loading', ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      className={cn('inline-flex items-center justify-center text-muted-foreground', className)}
      {...props}
    >
      <Loader2 aria-hidden="true" className="size-5 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
