import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Gives focus back to whatever opened a dialog once it closes. Radix returns focus only to a
 * DialogTrigger, and most of our dialogs open from cards and row buttons instead. When the
 * opener is gone (a deleted row), `fallback` says where focus goes.
 */
export function useReturnFocus(open: boolean, fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);

  // Layout effects run before the dialog moves focus inside itself.
  useLayoutEffect(() => {
    if (open && !wasOpen.current && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [open]);

  useEffect(() => {
    if (wasOpen.current && !open) {
      const target = opener.current?.isConnected ? opener.current : (fallback?.() ?? null);
      opener.current = null;
      target?.focus();
    }
    wasOpen.current = open;
  }, [open, fallback]);
}
