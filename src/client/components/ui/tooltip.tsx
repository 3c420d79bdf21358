import { Tooltip as TooltipPrimitive } from 'radix-ui';
import * as React from 'react';

import { cn } from '../../lib/utils';

/** Spec: a tooltip opens after 700 ms of hover/focus… */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** …and opens instantly if another tooltip closed less than 300 ms ago. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

const HasProviderContext = React.createContext(false);

/** Shares tooltip delays across the app; wrap the app once. */
export function TooltipProvider({
  delayDuration = TOOLTIP_OPEN_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <HasProviderContext value={true}>
      <TooltipPrimitive.Provider
        delayDuration={delayDuration}
        skipDelayDuration={skipDelayDuration}
        {...props}
      />
    </HasProviderContext>
  );
}

/** Tooltip root; works without a TooltipProvider too (it then supplies its own). */
export function Tooltip(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  const hasProvider = React.use(HasProviderContext);
  const root = <TooltipPrimitive.Root {...props} />;
  return hasProvider ? root : <TooltipProvider>{root}</TooltipProvider>;
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

/** The tooltip bubble: small light text on a dark background. */
export function TooltipContent({
  className,
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs origin-(--radix-tooltip-content-transform-origin) animate-fade-in rounded-md bg-foreground px-3 py-1.5 text-xs text-balance text-background shadow-md data-[state=closed]:animate-fade-out',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
