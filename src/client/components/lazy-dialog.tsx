import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads when it is first opened, not with the page: the dashboard's forms
 * bring zod, react-hook-form, downshift and papaparse, which a glance at the month never needs
 * (issue #7's page-load budget). Once loaded it stays mounted, so it animates like any dialog.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((Component) => ({ default: Component })));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
