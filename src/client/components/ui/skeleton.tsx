import * as React from 'react';

import { cn } from '../../lib/utils';

/** A pulsing placeholder block shown while content loads (hidden from screen readers). */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
