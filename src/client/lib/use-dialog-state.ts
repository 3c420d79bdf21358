import { useState } from 'react';
import { useReturnFocus } from './use-return-focus';

/**
 * A dialog opened for one item (or null, e.g. to add one). The item stays set while the dialog
 * closes, so its content does not change during the closing animation; focus goes back to what
 * opened it (or to `fallbackFocus` when that is gone, e.g. a deleted row).
 */
export function useDialogState<T = never>(fallbackFocus?: () => HTMLElement | null) {
  const [state, setState] = useState<{ open: boolean; item: T | null }>({
    open: false,
    item: null,
  });
  useReturnFocus(state.open, fallbackFocus);
  return {
    open: state.open,
    item: state.item,
    show: (item: T | null = null) => setState({ open: true, item }),
    onOpenChange: (open: boolean) => setState((current) => ({ ...current, open })),
  };
}
