import { useState, type SyntheticEvent } from 'react';
import {
  QUALIFICATION_NAME_MAX,
  QualificationNameSchema,
  type QualificationItem,
} from '../../../shared/qualifications';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { DialogShell } from '../../components/dialog-shell';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { withToasts } from '../../lib/mutation-toasts';
import { useCreateQualification, useRenameQualification } from '../../lib/queries/qualifications';
import { toast } from '../../lib/toast';

interface QualificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The qualification renamed, or null to add one. */
  qualification: QualificationItem | null;
}

/** Add a qualification to the list, or rename one (every guard and post keeps it). */
export function QualificationDialog({
  open,
  onOpenChange,
  qualification,
}: QualificationDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={qualification ? 'Rename Qualification' : 'Add Qualification'}
      description={
        qualification
          ? 'Guards who hold it and posts that require it keep it under the new name.'
          : 'A licence or skill: Armed, CPR, Fire watch, a site’s own training.'
      }
    >
      <QualificationForm qualification={qualification} onDone={() => onOpenChange(false)} />
    </DialogShell>
  );
}

function QualificationForm({
  qualification,
  onDone,
}: {
  qualification: QualificationItem | null;
  onDone: () => void;
}) {
  const [name, setName] = useState(qualification?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateQualification();
  const rename = useRenameQualification();

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = QualificationNameSchema.safeParse(name);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Please enter a name';
      setError(message);
      toast.error(message);
      return;
    }
    setError(null);
    const failed = (failure: Error) => setError(failure.message);
    if (qualification) {
      rename.mutate(
        { id: qualification.id, name: parsed.data },
        withToasts('Qualification renamed', 'Failed to rename qualification', {
          done: onDone,
          failed,
        }),
      );
    } else {
      create.mutate(
        parsed.data,
        withToasts('Qualification added', 'Failed to add qualification', {
          done: onDone,
          failed,
        }),
      );
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <Field id="qualification-name" label="Name" error={error ?? undefined}>
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={QUALIFICATION_NAME_MAX}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <DialogFormFooter
        submitLabel={qualification ? 'Save Changes' : 'Add Qualification'}
        pending={create.isPending || rename.isPending}
      />
    </form>
  );
}
