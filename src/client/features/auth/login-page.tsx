import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LoginSchema, type LoginValues } from '../../../shared/auth';
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

/** /login: the 'Welcome Back' card. */
export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<LoginValues>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) =>
    signIn.mutateAsync(values).then(
      () => {
        toast.success('Welcome back!', { description: "You've successfully logged in." });
        return navigate('/', { replace: true });
      },
      (error: unknown) => {
        const message = error instanceof Error && error.message ? error.message : '';
        toast.error('Login failed', { description: message || 'Invalid email or password' });
      },
    ),
  );

  return (
    <StandaloneScreen>
      <Card className="w-full">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">Welcome Back</CardTitle>
          <CardDescription>Sign in to manage coverage for your posts</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
            <Field id="email" label="Email" error={errors.email?.message}>
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="username"
                  inputMode="email"
                  autoFocus
                  required
                  {...form.register('email')}
                />
              )}
            </Field>
            <Field id="password" label="Password" error={errors.password?.message}>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="current-password"
                  required
                  {...form.register('password')}
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
