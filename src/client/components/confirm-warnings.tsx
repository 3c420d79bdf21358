import { useState } from 'react';
import { CONFIRM_WARNINGS, type GuardWarnings } from '../../shared/assignment-findings';
import { ApiError } from '../lib/api-client';
import { ConfirmDialog } from './confirm-dialog';

/** The guards' warnings a CONFIRM_WARNINGS answer lists, or null for any other failure. */
export function warningsToConfirm(error: unknown): GuardWarnings[] | null {
  if (!(error instanceof ApiError) || error.code !== CONFIRM_WARNINGS) return null;
  const body = error.body as { warnings?: unknown } | null;
  return Array.isArray(body?.warnings) ? (body.warnings as GuardWarnings[]) : [];
}

interface Asked {
  guards: GuardWarnings[];
  retry: () => void;
}

/**
 * The office confirms an assignment's warnings (issue #32: overtime, unavailable hours, time off
 * asked, a licence expiring) before it is made: `ask(error, retry)` opens the question when the
 * server answered CONFIRM_WARNINGS (and says whether it did); confirming calls `retry`, which
 * sends the same change with `confirmWarnings: true`. Render `dialog` once.
 */
export function useConfirmWarnings({
  title,
  confirmLabel,
  pending,
}: {
  title: string;
  confirmLabel: string;
  pending: boolean;
}) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const ask = (error: unknown, retry: () => void): boolean => {
    const guards = warningsToConfirm(error);
    if (!guards) return false;
    setAsked({ guards, retry });
    return true;
  };
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      onOpenChange={(open) => {
        if (!open) setAsked(null);
      }}
      title={title}
      description={
        <ul className="flex flex-col gap-2" aria-label="Warnings to confirm">
          {(asked?.guards ?? []).map((guard) => (
            <li key={guard.guardId}>
              <span className="font-medium text-foreground">{guard.guardName}</span>
              <ul className="list-disc pl-5">
                {guard.warnings.map((warning) => (
                  <li key={warning.message}>{warning.message}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      }
      confirmLabel={confirmLabel}
      pending={pending}
      onConfirm={() => {
        const retry = asked?.retry;
        setAsked(null);
        retry?.();
      }}
    />
  );
  return { ask, dialog };
}
