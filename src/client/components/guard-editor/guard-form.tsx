import { DialogFormFooter } from '../dialog-form-footer';
import { useState, type SyntheticEvent } from 'react';
import { toast } from 'sonner';
import {
  GUARD_NAME_MAX,
  GuardInputSchema,
  REQUIRED_NAMES,
  type Guard,
} from '../../../shared/guards';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { ApiError } from '../../lib/api-client';
import { withToasts } from '../../lib/mutation-toasts';
import { useCreateGuard, useUpdateGuard } from '../../lib/queries/guards';

type FieldName = 'firstName' | 'lastName' | 'contactNumber' | 'email' | 'guardCard' | 'expDate';
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const FIELDS: { name: FieldName; label: string; type?: string; maxLength: number }[] = [
  { name: 'firstName', label: 'First Name*', maxLength: GUARD_NAME_MAX },
  { name: 'lastName', label: 'Last Name*', maxLength: GUARD_NAME_MAX },
  { name: 'contactNumber', label: 'Contact Number', type: 'tel', maxLength: 50 },
  { name: 'email', label: 'Email', type: 'email', maxLength: 254 },
  { name: 'guardCard', label: 'Guard Card #', maxLength: 50 },
  { name: 'expDate', label: 'Expiration Date', type: 'date', maxLength: 10 },
];
const REQUIRED: readonly FieldName[] = ['firstName', 'lastName'];

const isFieldName = (key: unknown): key is FieldName => FIELDS.some((field) => field.name === key);

function initialValues(guard: Guard | null): Values {
  return {
    firstName: guard?.firstName ?? '',
    lastName: guard?.lastName ?? '',
    contactNumber: guard?.contactNumber ?? '',
    email: guard?.email ?? '',
    guardCard: guard?.guardCard ?? '',
    expDate: guard?.expDate ?? '',
  };
}

/** The guard dialog's form; empty optional fields are saved as null. */
export function GuardForm({ guard, onDone }: { guard: Guard | null; onDone: () => void }) {
  const [values, setValues] = useState(() => initialValues(guard));
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateGuard();
  const update = useUpdateGuard();

  const fail = (next: Errors, title: string, description?: string) => {
    setErrors(next);
    toast.error(title, description ? { description } : undefined);
  };

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!values.firstName.trim() || !values.lastName.trim()) {
      const field = values.firstName.trim() ? 'lastName' : 'firstName';
      return fail({ [field]: REQUIRED_NAMES }, REQUIRED_NAMES);
    }
    const parsed = GuardInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (isFieldName(key)) next[key] ??= issue.message;
      }
      return fail(next, Object.values(next)[0] ?? 'Please check the form');
    }
    setErrors({});
    const failed = (failure: Error) => {
      const fields = failure instanceof ApiError ? failure.fields : {};
      const next: Errors = {};
      for (const [key, message] of Object.entries(fields))
        if (isFieldName(key)) next[key] = message;
      setErrors(next);
    };
    if (guard) {
      update.mutate(
        { id: guard.id, input: parsed.data },
        withToasts('Guard updated successfully', 'Failed to update guard', {
          done: onDone,
          failed,
        }),
      );
    } else {
      create.mutate(
        parsed.data,
        withToasts('Guard added successfully', 'Failed to add guard', { done: onDone, failed }),
      );
    }
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
      <DialogFormFooter
        submitLabel={guard ? 'Save Changes' : 'Add Guard'}
        pending={create.isPending || update.isPending}
      />
    </form>
  );
}
