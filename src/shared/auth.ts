import { z } from 'zod';

/** The login form: both fields are required (spec section 5). */
export const LoginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email')
    .pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Please enter your password'),
});
export type LoginValues = z.infer<typeof LoginSchema>;
