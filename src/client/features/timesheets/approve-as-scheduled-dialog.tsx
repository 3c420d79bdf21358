import { z } from 'zod';
import { CONFIRM_WARNINGS } from '../../../shared/assignment-findings';
import {
  GuardTimesheetWarningsSchema,
  type TimesheetWarning,
} from '../../../shared/timesheet-approval';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ApiError } from '../../lib/api-client';

const ConfirmAnswerSchema = z.object({ warnings: z.array(GuardTimesheetWarningsSchema) });

/**
 * The shifts a CONFIRM_WARNINGS answer to an approval names (the page's copy of the week was
 * older than the server's), or null for every other failure.
 */
export function warningsOfAnswer(error: unknown): TimesheetWarning[] | null {
  if (!(error instanceof ApiError) || error.code !== CONFIRM_WARNINGS) return null;
  const answer = ConfirmAnswerSchema.safeParse(error.body);
  return answer.success ? answer.data.warnings.flatMap((guard) => guard.warnings) : [];
}

interface ApproveAsScheduledDialogProps {
  guardName: string;
  /** The shifts missing a check-in or a check-out; null when nothing is asked. */
  warnings: readonly TimesheetWarning[] | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before a week with missing check-ins or check-outs is approved (issue #39), naming each
 * shift: approving counts them as scheduled, which the audit trail keeps. Setting a shift's
 * worked time instead is the other way, so the question says it.
 */
export function ApproveAsScheduledDialog({
  guardName,
  warnings,
  pending,
  onCancel,
  onConfirm,
}: ApproveAsScheduledDialogProps) {
  return (
    <ConfirmDialog
      open={warnings !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Approve as scheduled?"
      description={
        <>
          <p>
            {guardName}&apos;s week has shifts without a check-in or a check-out. Approving counts
            them as scheduled, and the audit trail records it:
          </p>
          <ul className="list-disc pl-5" aria-label="Shifts to approve as scheduled">
            {(warnings ?? []).map((warning) => (
              <li key={warning.requestId} className="font-medium text-foreground">
                {warning.message}
              </li>
            ))}
          </ul>
          <p>To count other hours, cancel and set the shift&apos;s worked time.</p>
        </>
      }
      confirmLabel="Approve as scheduled"
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
