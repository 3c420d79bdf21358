import { useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { ENTERING_STATE } from '../../lib/home-entry';
import { toast } from '../../lib/toast';
import { checkLogin, type LoginErrors, type LoginValues } from '../../../shared/auth';
import { StandaloneScreen } from '../../components/brand';
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
import { useSignIn } from '../../lib/session';

/**
 * /login: the 'Welcome Back' card. A plain controlled form over the checks in src/shared: the
 * first page a user loads carries no form or schema library (issue #7's budget).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = (name: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    // Like the other forms: once submitted, messages follow what is typed.
    if (submitted) setErrors(checkLogin(next).errors);
  };

  const handleSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const checked = checkLogin(values);
    setSubmitted(true);
    setErrors(checked.errors);
    const invalid = (['email', 'password'] as const).find((name) => checked.errors[name]);
    if (invalid) {
      document.getElementById(invalid)?.focus();
      return;
    }
    signIn.mutateAsync(checked.values).then(
      () => {
        // Brief: on a phone it sits over the bottom of the first screen (issue #31).
        toast.success('Welcome back!', {
          description: "You've successfully logged in.",
          duration: 2500,
        });
        return navigate('/', { replace: true, state: ENTERING_STATE });
      },
      (error: unknown) => {
        const message = error instanceof Error && error.message ? error.message : '';
        toast.error('Login failed', { description: message || 'Invalid email or password' });
      },
    );
  };

  return (
    <StandaloneScreen>
      <Card className="w-full">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">Welcome Back</CardTitle>
          <CardDescription>Sign in to manage coverage for your posts</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
            <Field id="email" label="Email" error={errors.email}>
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="username"
                  inputMode="email"
                  autoFocus
                  required
                  name="email"
                  value={values.email}
                  onChange={change('email')}
                />
              )}
            </Field>
            <Field id="password" label="Password" error={errors.password}>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="current-password"
                  required
                  name="password"
                  value={values.password}
                  onChange={change('password')}
                />
              )}
            </Field>
            <Button type="submit" className="mt-2 w-full" loading={signIn.isPending}>
              Sign In
            </Button>
          </form>
        </CardContent>
      </Card>
      <p className="text-center text-xs text-muted-foreground">
        Accounts are created by your administrator.
      </p>
    </StandaloneScreen>
  );
}
