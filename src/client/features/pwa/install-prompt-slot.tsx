import { lazy, Suspense } from 'react';
import { isInstallPromptVisible } from './install-prompt-state';
import { useInstallPrompt } from './install-prompt-store';

const InstallPromptCard = lazy(() =>
  import('./install-prompt').then(({ InstallPromptCard }) => ({ default: InstallPromptCard })),
);

/** Where the install prompt appears; its card loads only when the browser offers installation. */
export function InstallPrompt() {
  const state = useInstallPrompt();
  if (!isInstallPromptVisible(state)) return null;
  return (
    <Suspense fallback={null}>
      <InstallPromptCard />
    </Suspense>
  );
}
