import { useState } from 'react';

/**
 * A dialog opened for one item (or null, e.g. to add one). The item stays set while the dialog
 * closes, so its content does not change during the closing animation.
 */
export function useDialogState<T>() {
  const [state, setState] = useState<{ open: boolean; item: T | null }>({
    open: false,
    item: null,
  });
  return {
    open: state.open,
    item: state.item,
    show: (item: T | null) => setState({ open: true, item }),
    onOpenChange: (open: boolean) => setState((current) => ({ ...current, open })),
  };
}
