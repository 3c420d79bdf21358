import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useToasterWanted } from '../lib/toast';

/** Phones (the spec's 768 px breakpoint): toasts at the bottom, clear of the header and title. */
const PHONE = '(max-width: 767px)';

function useIsPhone(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(PHONE);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(PHONE).matches,
  );
}

const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/**
 * sonner's Toaster, loaded with the first toast (see lib/toast.ts). It goes straight into <body>:
 * a dialog open when it mounts has hidden the rest of the page from assistive technology
 * (aria-hidden on #root, live regions excepted), and a toast inside #root would be hidden too.
 */
export function AppToaster() {
  const wanted = useToasterWanted();
  const phone = useIsPhone();
  if (!wanted) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Toaster
        position={phone ? 'bottom-center' : 'top-right'}
        offset={{ top: 72 }}
        mobileOffset={{ bottom: 16 }}
        visibleToasts={3}
        closeButton
        duration={5000}
      />
    </Suspense>,
    document.body,
  );
}
