import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonVariants } from '../components/ui/button';

function describe(error: unknown): { summary: string; stack: string | null } {
  if (isRouteErrorResponse(error)) {
    return { summary: `${error.status} ${error.statusText}`.trim(), stack: null };
  }
  if (error instanceof Error) return { summary: error.message, stack: error.stack ?? null };
  return { summary: typeof error === 'string' ? error : 'Unknown error', stack: null };
}

/** The fallback for an unexpected application error (spec section 2). */
export function ErrorPage() {
  const { summary, stack } = describe(useRouteError());
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center gap-4 px-4 py-10">
      <h1 className="text-2xl font-semibold text-destructive">Unexpected Application Error!</h1>
      <p className="text-lg font-medium break-words">{summary}</p>
      {stack ? (
        <pre
          tabIndex={0}
          aria-label="Stack trace"
          className="max-h-80 overflow-auto rounded-md border bg-muted p-4 text-xs leading-relaxed"
        >
          {stack}
        </pre>
      ) : null}
      <div className="flex gap-2">
        <a href="/" className={buttonVariants()}>
          Return to Home
        </a>
        <button
          type="button"
          className={buttonVariants({ variant: 'outline' })}
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </div>
    </main>
  );
}
