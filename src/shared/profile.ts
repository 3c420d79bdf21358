import { z } from 'zod';
import { ROLES } from './permissions.js';
import { controlCharactersMessage, singleLine } from './text.js';

/** Minimum password length (spec section 9). */
export const MIN_PASSWORD_LENGTH = 6;
/** Longest password accepted; bounds the cost of hashing hostile input. */
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;

const NAMES_REQUIRED = 'First name and last name are required';

const personName = z
  .string(NAMES_REQUIRED)
  .trim()
  .max(MAX_NAME_LENGTH, `Names can be at most ${MAX_NAME_LENGTH} characters`)
  .refine(singleLine, controlCharactersMessage('Names'));

/** Body of PATCH /api/me. */
export const UpdateProfileSchema = z
  .object({ firstName: personName, lastName: personName })
  .refine((value) => value.firstName.length > 0 && value.lastName.length > 0, {
    message: NAMES_REQUIRED,
  });
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

/** What a password of spaces (of any kind: non-breaking, ideographic…) is told. */
export const BLANK_PASSWORD = `Password must contain at least ${MIN_PASSWORD_LENGTH} characters that are not spaces`;

/** True when at least MIN_PASSWORD_LENGTH characters of the password are not white space. */
function hasEnoughNonSpace(password: string): boolean {
  return password.replace(/\s/gu, '').length >= MIN_PASSWORD_LENGTH;
}

/**
 * A new password (issue #29: six spaces are not one). Its length is counted in UTF-16 units, as better-auth, the inputs' maxLength and
 * checkNewPassword count it; zod's min and max count code points, so an emoji password would pass
 * one check and fail the other.
 */
export const passwordSchema = z
  .string('Please enter a new password')
  .refine(
    (password) => password.length >= MIN_PASSWORD_LENGTH,
    `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  )
  .refine(hasEnoughNonSpace, BLANK_PASSWORD)
  .refine(
    (password) => password.length <= MAX_PASSWORD_LENGTH,
    `Password can be at most ${MAX_PASSWORD_LENGTH} characters long`,
  );

/** Body of POST /api/me/password. */
export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string('Please enter your current password')
    .min(1, 'Please enter your current password'),
  newPassword: passwordSchema,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** The signed-in user as GET /api/me returns it. */
export const MeSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES).nullable(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof MeSchema>;

/**
 * The client-side check of the Change Password form, in the order the spec gives its messages.
 * Returns the first message to show, or null when the form may be sent.
 */
export function checkNewPassword(newPassword: string, confirmation: string): string | null {
  if (!newPassword || !confirmation) return 'Please enter and confirm your new password';
  if (newPassword.length < MIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  }
  if (!hasEnoughNonSpace(newPassword)) return BLANK_PASSWORD;
  if (newPassword.length > MAX_PASSWORD_LENGTH) {
    return `Password can be at most ${MAX_PASSWORD_LENGTH} characters long`;
  }
  if (newPassword !== confirmation) return 'Passwords do not match';
  return null;
}
