import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useToasterWanted } from '../lib/toast';

const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/**
 * sonner's Toaster, loaded with the first toast (see lib/toast.ts). It goes straight into <body>:
 * a dialog open when it mounts has hidden the rest of the page from assistive technology
 * (aria-hidden on #root, live regions excepted), and a toast inside #root would be hidden too.
 */
export function AppToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        offset={{ top: 72 }}
        mobileOffset={{ top: 72 }}
        closeButton
        duration={5000}
      />
    </Suspense>,
    document.body,
  );
}
