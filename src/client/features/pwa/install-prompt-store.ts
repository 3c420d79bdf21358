import { externalStore } from '../../lib/external-store';
import {
  INSTALL_DISMISSED_KEY,
  initialInstallPrompt,
  installPromptReducer,
  type InstallPromptAction,
  type InstallPromptState,
} from './install-prompt-state';

/** Chromium's beforeinstallprompt event; the DOM library does not declare it. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

const store = externalStore<InstallPromptState<BeforeInstallPromptEvent>>(
  initialInstallPrompt(readDismissed()),
);

function dispatch(action: InstallPromptAction<BeforeInstallPromptEvent>): void {
  store.set(installPromptReducer(store.get(), action));
}

/**
 * Listens from the first script run, before React mounts, so an early offer is not missed. The
 * browser's own mini-infobar is suppressed: the app shows its prompt instead.
 */
export function listenForInstallOffers(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    dispatch({ type: 'offered', event: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => dispatch({ type: 'installed' }));
}

export function dismissInstallPrompt(): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
  } catch {
    // Private mode without storage: hidden for this visit only.
  }
  dispatch({ type: 'dismissed' });
}

/** Opens the browser's install dialog; the event is spent whatever the user answers. */
export async function installApp(): Promise<void> {
  const { event, installing } = store.get();
  if (!event || installing) return;
  dispatch({ type: 'install-started' });
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    dispatch({ type: 'install-answered', outcome });
  } catch {
    dispatch({ type: 'install-answered', outcome: 'dismissed' });
  }
}

export function useInstallPrompt(): InstallPromptState<BeforeInstallPromptEvent> {
  return store.useValue();
}
