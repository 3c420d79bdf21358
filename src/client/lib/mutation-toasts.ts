import { toast } from './toast';
import { ApiError } from './api-client';

interface ToastHandlers {
  done?: () => void;
  failed?: (error: Error) => void;
  /** True for a failure the screen shows itself (a stale save's conflict): no toast then. */
  shown?: (error: Error) => boolean;
}

/**
 * A mutation's onSuccess/onError as the spec words them: the success toast (then `done`), or the
 * failure title with the server's message as its description (after `failed`, e.g. to mark a field).
 */
export function withToasts(success: string, failure: string, handlers: ToastHandlers = {}) {
  return {
    onSuccess: () => {
      toast.success(success);
      handlers.done?.();
    },
    onError: (error: Error) => {
      if (handlers.shown?.(error)) return;
      handlers.failed?.(error);
      toast.error(failure, { description: error.message });
    },
  };
}

/**
 * Like `withToasts`, but a refusal the server explained (a 4xx with its message) becomes the toast's
 * title, as spec section 8 asks for user management ('The server's message is preferred').
 */
export function withServerToasts(success: string, failure: string, handlers: ToastHandlers = {}) {
  return {
    ...withToasts(success, failure, handlers),
    onError: (error: Error) => {
      if (handlers.shown?.(error)) return;
      handlers.failed?.(error);
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        toast.error(error.message);
      } else {
        toast.error(failure, { description: error.message });
      }
    },
  };
}

/** A second save's callbacks, as `useMutation`'s `mutate` takes them. */
interface SecondSaveHandlers {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

/**
 * The onSuccess of a dialog that saves an item, then what hangs on it when that changed (issue
 * #32: a guard's qualifications, a post's requirements). The item's success toast, then the
 * second save, then `done` however that ends: the item is saved, and a second submit of the
 * form would add it twice or meet its own new version as someone else's edit. A failed second
 * save is told by the `failure` toast with the server's message.
 */
export function thenSaveMore<T>(
  success: string,
  failure: string,
  done: () => void,
  more: ((saved: T, handlers: SecondSaveHandlers) => void) | null,
) {
  return (saved: T) => {
    toast.success(success);
    if (!more) return done();
    more(saved, {
      onSuccess: done,
      onError: (error) => {
        toast.error(failure, { description: error.message });
        done();
      },
    });
  };
}
