import { useState, type SyntheticEvent } from 'react';
import { toast } from '../../lib/toast';
import { guardSchemasFor } from '../../../shared/guard-numbers';
import {
  CONTACT_NUMBER_MAX,
  GUARD_CARD_MAX,
  GUARD_EMAIL_MAX,
  GUARD_NAME_MAX,
  GuardSchema,
  type Guard,
  type GuardListItem,
} from '../../../shared/guards';
import { GuardQualificationsInputSchema } from '../../../shared/qualifications';
import { formatPhone, type CountryCode } from '../../../shared/phone';
import { DialogFormFooter } from '../dialog-form-footer';
import { EditConflictAlert } from '../edit-conflict-alert';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { useEditVersion } from '../../lib/edit-conflict';
import { issueErrors, serverFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { thenSaveMore, withToasts } from '../../lib/mutation-toasts';
import { useCreateGuard, useUpdateGuard } from '../../lib/queries/guards';
import { useSaveGuardQualifications } from '../../lib/queries/qualifications';
import { useSmsSettings } from '../../lib/queries/sms';
import { heldBody, heldChanged, heldDrafts, HeldQualifications } from './held-qualifications';

type FieldName = 'firstName' | 'lastName' | 'contactNumber' | 'email' | 'guardCard' | 'expDate';
type Values = Record<FieldName, string>;
type Errors = FieldErrors<FieldName>;

const FIELDS: { name: FieldName; label: string; type?: string; maxLength: number }[] = [
  { name: 'firstName', label: 'First Name*', maxLength: GUARD_NAME_MAX },
  { name: 'lastName', label: 'Last Name*', maxLength: GUARD_NAME_MAX },
  { name: 'contactNumber', label: 'Contact Number', type: 'tel', maxLength: CONTACT_NUMBER_MAX },
  { name: 'email', label: 'Email', type: 'email', maxLength: GUARD_EMAIL_MAX },
  { name: 'guardCard', label: 'Guard Card #', maxLength: GUARD_CARD_MAX },
  { name: 'expDate', label: 'Expiration Date', type: 'date', maxLength: 10 },
];
const REQUIRED: readonly FieldName[] = ['firstName', 'lastName'];

const FIELD_NAMES = FIELDS.map((field) => field.name);

/** Until the server says otherwise (PHONE_REGION), numbers are read as US ones. */
const DEFAULT_REGION: CountryCode = 'US';

/** What the Contact Number field says under it (issue #30: texts go to it). */
const CONTACT_HINT = 'A mobile number: offers can go to it by text.';

function initialValues(guard: Guard | null, region: CountryCode): Values {
  return {
    firstName: guard?.firstName ?? '',
    lastName: guard?.lastName ?? '',
    // Stored in E.164; shown as people write it (a number stored before the rule, as typed).
    contactNumber: guard?.contactNumber ? formatPhone(guard.contactNumber, region) : '',
    email: guard?.email ?? '',
    guardCard: guard?.guardCard ?? '',
    expDate: guard?.expDate ?? '',
  };
}

/**
 * The guard dialog's form; empty optional fields are saved as null. The guard's qualifications
 * (issue #32) are saved after the guard, and only when they changed.
 */
export function GuardForm({ guard, onDone }: { guard: GuardListItem | null; onDone: () => void }) {
  const settings = useSmsSettings();
  const region = (settings.data?.phoneRegion ?? DEFAULT_REGION) as CountryCode;
  const [values, setValues] = useState(() => initialValues(guard, region));
  const [errors, setErrors] = useState<Errors>({});
  const [initialHeld] = useState(() => heldDrafts(guard?.qualifications ?? []));
  const [held, setHeld] = useState(initialHeld);
  const [heldError, setHeldError] = useState<string | undefined>();
  const create = useCreateGuard();
  const update = useUpdateGuard();
  const saveHeld = useSaveGuardQualifications();
  const edit = useEditVersion(guard, GuardSchema);

  /** Checks and saves the form; an edit is based on `version`. */
  const save = (version: number) => {
    // The server's rule, in the server's region: a number is refused here as it would be there.
    const parsed = guardSchemasFor(region).input.safeParse(values);
    if (!parsed.success) {
      // Issues come in field order, so missing names are reported first (spec section 5).
      const next = issueErrors(parsed.error.issues, FIELD_NAMES);
      setErrors(next);
      toast.error(Object.values(next)[0] ?? 'Please check the form');
      return;
    }
    const heldParsed = GuardQualificationsInputSchema.safeParse(heldBody(held));
    if (!heldParsed.success) {
      const message = heldParsed.error.issues[0]?.message ?? 'Please check the qualifications';
      setHeldError(message);
      toast.error(message);
      return;
    }
    setErrors({});
    setHeldError(undefined);
    const failed = (failure: Error) => setErrors(serverFieldErrors(failure, FIELD_NAMES));
    /** The guard is saved: their qualifications next, when they changed. */
    const then = (success: string) =>
      thenSaveMore<Guard>(
        success,
        'Failed to save qualifications',
        onDone,
        heldChanged(held, initialHeld)
          ? (saved, handlers) =>
              saveHeld.mutate({ guardId: saved.id, held: heldParsed.data }, handlers)
          : null,
      );
    if (guard) {
      const handlers = withToasts('', 'Failed to update guard', { failed, shown: edit.caught });
      update.mutate(
        { id: guard.id, input: { ...parsed.data, version } },
        { onSuccess: then('Guard updated successfully'), onError: handlers.onError },
      );
    } else {
      const handlers = withToasts('', 'Failed to add guard', { failed });
      create.mutate(parsed.data, {
        onSuccess: then('Guard added successfully'),
        onError: handlers.onError,
      });
    }
  };

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    save(edit.version);
  };
  const handleReload = () => {
    const current = edit.reload();
    if (!current) return;
    setValues(initialValues(current, region));
    setErrors({});
    document.getElementById('guard-firstName')?.focus();
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            id={`guard-${field.name}`}
            label={field.label}
            error={errors[field.name]}
            hint={field.name === 'contactNumber' ? CONTACT_HINT : undefined}
          >
            {(control) => (
              <Input
                {...control}
                type={field.type}
                autoComplete="off"
                aria-required={REQUIRED.includes(field.name) || undefined}
                maxLength={field.maxLength}
                value={values[field.name]}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field.name]: event.target.value }))
                }
              />
            )}
          </Field>
        ))}
      </div>
      <HeldQualifications value={held} onChange={setHeld} error={heldError} />
      {edit.conflict ? (
        <EditConflictAlert
          kind="guard"
          conflict={edit.conflict}
          onReload={handleReload}
          onOverwrite={() => save(edit.overwrite())}
          pending={update.isPending}
        />
      ) : null}
      <DialogFormFooter
        submitLabel={guard ? 'Save Changes' : 'Add Guard'}
        pending={create.isPending || update.isPending || saveHeld.isPending}
      />
    </form>
  );
}
