/**
 * The install prompt (spec sections 2 and 9) as a pure state machine. It shows only while the
 * browser has offered installation (beforeinstallprompt) and the user has not dismissed it; the
 * browser's event is used at most once and is cleared after any outcome.
 */
export interface InstallPromptState<E> {
  /** The browser's deferred beforeinstallprompt event, while it can still be used. */
  readonly event: E | null;
  /** The pwa-install-dismissed flag from local storage. */
  readonly dismissed: boolean;
  /** The browser's install dialog is open. */
  readonly installing: boolean;
}

export type InstallPromptAction<E> =
  | { type: 'offered'; event: E }
  | { type: 'dismissed' }
  | { type: 'install-started' }
  | { type: 'install-answered'; outcome: 'accepted' | 'dismissed' }
  | { type: 'installed' };

export const INSTALL_DISMISSED_KEY = 'pwa-install-dismissed';

export function initialInstallPrompt<E>(dismissed: boolean): InstallPromptState<E> {
  return { event: null, dismissed, installing: false };
}

export function installPromptReducer<E>(
  state: InstallPromptState<E>,
  action: InstallPromptAction<E>,
): InstallPromptState<E> {
  switch (action.type) {
    case 'offered':
      // A dialog already open keeps the event it was opened with.
      return state.installing ? state : { ...state, event: action.event };
    case 'dismissed':
      return { ...state, event: null, dismissed: true, installing: false };
    case 'install-started':
      return state.event && !state.installing ? { ...state, installing: true } : state;
    case 'install-answered':
    case 'installed':
      return { ...state, event: null, installing: false };
  }
}

/** Shown while an offer is waiting and the user has not said no before. */
export function isInstallPromptVisible<E>(state: InstallPromptState<E>): boolean {
  return state.event !== null && !state.dismissed;
}
