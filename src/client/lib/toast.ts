import type { ExternalToast } from 'sonner';
import { externalStore } from './external-store';

/**
 * The app's toasts, through sonner, loaded on the first toast rather than with the page: /login
 * must stay within its page-load budget (issue #7) and most visits show no toast at first.
 * Calls keep their order; the Toaster mounts on the first call and shows what was queued.
 */
type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']['success']>[0];

let sonner: Promise<Sonner> | null = null;
const wanted = externalStore(false);

function load(): Promise<Sonner> {
  wanted.set(true);
  sonner ??= import('sonner');
  return sonner;
}

function show(kind: 'success' | 'error' | 'info' | 'warning') {
  return (message: Message, data?: ExternalToast): void => {
    void load().then(({ toast }) => toast[kind](message, data));
  };
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};

/** Whether a toast was asked for yet: the Toaster is mounted from then on. */
export function useToasterWanted(): boolean {
  return wanted.useValue();
}
