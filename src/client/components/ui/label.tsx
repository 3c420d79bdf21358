import { Label as LabelPrimitive } from 'radix-ui';
import * as React from 'react';

import { cn } from '../../lib/utils';

/** Form label (Radix Label: clicking it focuses the associated control). */
export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn(
        'text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}
