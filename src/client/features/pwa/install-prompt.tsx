import { Button } from '../../components/ui/button';
import { dismissInstallPrompt, installApp, useInstallPrompt } from './install-prompt-store';

/**
 * 'Install CoverDesk' (spec section 2): a card at the bottom of the screen while the browser
 * offers installation and the user has not dismissed it.
 */
export function InstallPromptCard() {
  const state = useInstallPrompt();
  return (
    <section
      aria-labelledby="install-prompt-title"
      className="fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-40 rounded-lg border bg-card p-4 text-card-foreground shadow-lg sm:right-6 sm:bottom-6 sm:left-auto sm:w-96"
    >
      <div className="flex items-start gap-3">
        <img src="/icons/icon-192.png" alt="" width={40} height={40} className="size-10 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id="install-prompt-title" className="font-semibold">
            Install CoverDesk
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Install the app on your home screen for quick and easy access
          </p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" onClick={dismissInstallPrompt}>
          Dismiss
        </Button>
        <Button loading={state.installing} onClick={() => void installApp()}>
          Install App
        </Button>
      </div>
    </section>
  );
}
