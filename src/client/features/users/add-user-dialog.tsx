import { useState, type SyntheticEvent } from 'react';
import { toast } from '../../lib/toast';
import { REQUIRED_FIELDS } from '../../../shared/coverage-requests';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from '../../../shared/profile';
import { CreateUserSchema, MAX_EMAIL_LENGTH, USER_MESSAGES } from '../../../shared/users';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { DialogShell } from '../../components/dialog-shell';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api-client';
import { issueErrors, serverFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { withServerToasts } from '../../lib/mutation-toasts';
import { useCreateUser } from './api';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
type UserField = (typeof FIELDS)[number];

const INPUTS: {
  field: UserField;
  label: string;
  type: string;
  autoComplete: string;
  maxLength: number;
}[] = [
  {
    field: 'firstName',
    label: 'First Name',
    type: 'text',
    autoComplete: 'off',
    maxLength: MAX_NAME_LENGTH,
  },
  {
    field: 'lastName',
    label: 'Last Name',
    type: 'text',
    autoComplete: 'off',
    maxLength: MAX_NAME_LENGTH,
  },
  {
    field: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'off',
    maxLength: MAX_EMAIL_LENGTH,
  },
  {
    field: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    maxLength: MAX_PASSWORD_LENGTH,
  },
];

/** Add User: First Name, Last Name, Email and Password, all required; the account gets role user. */
export function AddUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Add User"
      description="The account starts with the role User and waits until you choose its role."
    >
      <AddUserForm onDone={() => onOpenChange(false)} />
    </DialogShell>
  );
}

function AddUserForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<Record<UserField, string>>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors<UserField>>({});
  const create = useCreateUser();

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = CreateUserSchema.safeParse(values);
    if (!parsed.success) {
      const found = issueErrors(parsed.error.issues, FIELDS);
      const missing = FIELDS.filter((field) => !values[field].trim());
      // The toast says the spec's message once; each empty field just says it is required.
      for (const field of missing) found[field] = 'Required';
      setErrors(found);
      toast.error(missing.length > 0 ? REQUIRED_FIELDS : Object.values(found)[0]);
      return;
    }
    setErrors({});
    create.mutate(
      parsed.data,
      withServerToasts(USER_MESSAGES.created, 'Failed to create user', {
        done: onDone,
        failed: (error) => {
          const fields = serverFieldErrors(error, FIELDS);
          if (error instanceof ApiError && error.status === 409) fields.email = error.message;
          setErrors(fields);
        },
      }),
    );
  };

  const inputs = (list: typeof INPUTS) =>
    list.map((input) => (
      <UserInput
        key={input.field}
        {...input}
        value={values[input.field]}
        error={errors[input.field]}
        onChange={(value) => setValues((current) => ({ ...current, [input.field]: value }))}
      />
    ));

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      {/* First and last name side by side from 640 px up. */}
      <div className="grid gap-4 sm:grid-cols-2">{inputs(INPUTS.slice(0, 2))}</div>
      {inputs(INPUTS.slice(2))}
      <DialogFormFooter submitLabel="Add User" pending={create.isPending} />
    </form>
  );
}

function UserInput(props: {
  field: UserField;
  label: string;
  type: string;
  autoComplete: string;
  maxLength: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={`new-user-${props.field}`} label={props.label} error={props.error}>
      {(control) => (
        <Input
          {...control}
          type={props.type}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
