/**
 * The login form's checks (spec section 5), without a schema library: /login must stay light
 * (issue #7's page-load budget). The server has the last word on the credentials.
 */
export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** The same address shape zod's `z.email()` accepts, which the rest of the app validates with. */
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Trims the email; both fields are required, the email must look like one. */
export function checkLogin(input: LoginValues): { values: LoginValues; errors: LoginErrors } {
  const values = { email: input.email.trim(), password: input.password };
  const errors: LoginErrors = {};
  if (!values.email) errors.email = 'Please enter your email';
  else if (!EMAIL.test(values.email)) errors.email = 'Please enter a valid email address';
  if (!values.password) errors.password = 'Please enter your password';
  return { values, errors };
}
