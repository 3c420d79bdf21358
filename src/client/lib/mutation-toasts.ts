import { toast } from 'sonner';

/**
 * A mutation's onSuccess/onError as the spec words them: the success toast (then `done`), or the
 * failure title with the server's message as its description (after `failed`, e.g. to mark a field).
 */
export function withToasts(
  success: string,
  failure: string,
  handlers: { done?: () => void; failed?: (error: Error) => void } = {},
) {
  return {
    onSuccess: () => {
      toast.success(success);
      handlers.done?.();
    },
    onError: (error: Error) => {
      handlers.failed?.(error);
      toast.error(failure, { description: error.message });
    },
  };
}
