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

/** The error and warning toasts on screen, with when they were shown. */
const problems = new Map<string | number, number>();

/**
 * Dismisses the error and warning toasts shown more than `olderThanMs` ago: they were about what
 * has now changed (a form saved, another page). A refusal that sends the user elsewhere ('Access
 * denied…', `toast.refusal`) is not one of them: it is about the page change, and stays.
 */
export function dismissProblems(olderThanMs = 0): void {
  const now = Date.now();
  const stale = [...problems].filter(([, at]) => now - at >= olderThanMs).map(([id]) => id);
  if (stale.length === 0) return;
  stale.forEach((id) => problems.delete(id));
  void load().then(({ toast }) => stale.forEach((id) => toast.dismiss(id)));
}

let sequence = 0;

function show(kind: 'success' | 'error' | 'info' | 'warning', { staysOnNewPage = false } = {}) {
  return (message: Message, data?: ExternalToast): void => {
    // A success replaces the complaints before it ('Please fill in all fields', then saved).
    if (kind === 'success') dismissProblems();
    const id = data?.id ?? `toast-${(sequence += 1)}`;
    if ((kind === 'error' || kind === 'warning') && !staysOnNewPage) problems.set(id, Date.now());
    void load().then(({ toast }) => toast[kind](message, { ...data, id }));
  };
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  /**
   * A refusal that sends the user to another page ('Access denied…'): an error that is about
   * the page change itself, so the change does not dismiss it, however long the next page takes
   * to load.
   */
  refusal: show('error', { staysOnNewPage: true }),
};

/** Whether a toast was asked for yet: the Toaster is mounted from then on. */
export function useToasterWanted(): boolean {
  return wanted.useValue();
}
