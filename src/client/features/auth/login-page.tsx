import { zodResolver } from '@hookform/resolvers/zod';
import { Shield } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LoginSchema, type LoginValues } from '../../../shared/auth';
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
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-secondary to-background px-4 py-10">
      <div className="flex w-full max-w-sm flex-col items-center gap-6">
        <div className="flex items-center gap-2 text-xl font-semibold tracking-tight">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Shield className="size-5" aria-hidden="true" />
          </span>
          CoverDesk
        </div>
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
      </div>
    </main>
  );
}
