import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useToasterWanted } from '../lib/toast';

const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/**
 * sonner's Toaster, loaded with the first toast (see lib/toast.ts). It goes straight into <body>:
 * a dialog open when it mounts has hidden the rest of the page from assistive technology
 * (aria-hidden on #root, live regions excepted), and a toast inside #root would be hidden too.
 *
 * Toasts sit at the bottom (issue #23): at the top they covered the page title on phones and,
 * on desktops, the page's own buttons at the right of its title ('Add Location' just after a
 * location was added). On phones sonner spans the width; elsewhere they keep to the right.
 */
export function AppToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        mobileOffset={{ bottom: 16 }}
        visibleToasts={3}
        closeButton
        duration={5000}
      />
    </Suspense>,
    document.body,
  );
}
