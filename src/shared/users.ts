import { z } from 'zod';
import { REQUIRED_FIELDS } from './coverage-requests.js';
import { VersionSchema } from './edit-version.js';
import { ROLES } from './permissions.js';
import { MAX_NAME_LENGTH, MeSchema, passwordSchema } from './profile.js';
import { controlCharactersMessage, singleLine } from './text.js';

/** Longest email accepted (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

const requiredName = z
  .string(REQUIRED_FIELDS)
  .trim()
  .min(1, REQUIRED_FIELDS)
  .max(MAX_NAME_LENGTH, `Names can be at most ${String(MAX_NAME_LENGTH)} characters`)
  .refine(singleLine, controlCharactersMessage('Names'));

/** Body of POST /api/users (Add User): all four fields are required (spec section 5). */
export const CreateUserSchema = z.object({
  firstName: requiredName,
  lastName: requiredName,
  email: z
    .string(REQUIRED_FIELDS)
    .trim()
    .min(1, REQUIRED_FIELDS)
    .max(MAX_EMAIL_LENGTH, `Email can be at most ${String(MAX_EMAIL_LENGTH)} characters`)
    .pipe(z.email('Please enter a valid email address'))
    .transform((email) => email.toLowerCase()),
  password: z.string(REQUIRED_FIELDS).min(1, REQUIRED_FIELDS).pipe(passwordSchema),
});
export type CreateUserInput = z.input<typeof CreateUserSchema>;

/** Body of PATCH /api/users/:id: the new role, one of the five, and the version it was based on. */
export const UpdateRoleSchema = z.object({
  role: z.enum(ROLES, 'Choose one of the six roles'),
  version: VersionSchema,
});
export type UpdateRole = z.infer<typeof UpdateRoleSchema>;

/** Body of POST /api/users/:id/password (spec section 5, password reset by an admin). */
export const ResetPasswordSchema = z.object({
  newPassword: z
    .string('Please enter a new password')
    .min(1, 'Please enter a new password')
    .pipe(passwordSchema),
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** An account as Manage Users lists it (newest first). */
export const ManagedUserSchema = MeSchema.extend({
  /** Raised by each role change; the role selector sends the version it was based on. */
  version: VersionSchema,
});
export type ManagedUser = z.infer<typeof ManagedUserSchema>;

/** Messages the users API and the screen share. */
export const USER_MESSAGES = {
  created: 'User created successfully with user role',
  roleUpdated: (role: string) => `Role updated to ${role}`,
  passwordUpdated: (email: string) => `Password updated successfully for ${email}`,
  deleted: (email: string) => `User ${email} deleted successfully`,
  cannotDeleteSelf: 'You cannot delete your own account',
  lastAdmin: 'You are the last admin: make someone else an admin before changing your own role',
  duplicateEmail: 'An account with this email already exists',
  notFound: 'User not found',
  guardNeedsGuard:
    'A guard account belongs to a guard: invite them from the Guards page to give them one',
} as const;
