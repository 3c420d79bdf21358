import { useState, type SyntheticEvent } from 'react';
import { toast } from '../../lib/toast';
import { roleLabel } from '../../../shared/permissions';
import { MAX_NAME_LENGTH, UpdateProfileSchema, type Me } from '../../../shared/profile';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useUpdateProfile } from './api';

/** Personal Information: names editable, email and role read-only. */
export function PersonalInfoCard({ me }: { me: Me }) {
  const [firstName, setFirstName] = useState(me.firstName);
  const [lastName, setLastName] = useState(me.lastName);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = UpdateProfileSchema.safeParse({ firstName, lastName });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'First name and last name are required';
      setError(message);
      toast.error(message);
      return;
    }
    setError(null);
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setFirstName(saved.firstName);
        setLastName(saved.lastName);
        toast.success('Profile updated successfully');
      },
      onError: (failure) =>
        toast.error('Failed to update profile', { description: failure.message }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id="personal-info-title">Personal Information</CardTitle>
        <CardDescription>Your name as your team sees it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-labelledby="personal-info-title"
          onSubmit={handleSubmit}
          className="flex flex-col gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="first-name" label="First Name" error={error ?? undefined}>
              {(control) => (
                <Input
                  {...control}
                  autoComplete="given-name"
                  value={firstName}
                  maxLength={MAX_NAME_LENGTH}
                  onChange={(event) => setFirstName(event.target.value)}
                />
              )}
            </Field>
            <Field id="last-name" label="Last Name">
              {(control) => (
                <Input
                  {...control}
                  aria-invalid={Boolean(error)}
                  autoComplete="family-name"
                  value={lastName}
                  maxLength={MAX_NAME_LENGTH}
                  onChange={(event) => setLastName(event.target.value)}
                />
              )}
            </Field>
          </div>
          <Field id="email" label="Email" hint="Email cannot be changed">
            {(control) => <Input {...control} value={me.email} readOnly disabled />}
          </Field>
          <Field id="role" label="Role">
            {(control) => <Input {...control} value={roleLabel(me.role)} readOnly disabled />}
          </Field>
          <div>
            <Button type="submit" loading={update.isPending}>
              Save Changes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
