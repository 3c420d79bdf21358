import { z } from 'zod';
import { passwordSchema } from './profile.js';

/**
 * Guard accounts (issue #21): an admin or supervisor invites a guard who has an email; the link
 * works once, for 7 days, and a new invitation replaces the old one.
 */
export const INVITE_DAYS = 7;

/** POST /api/guards/:id/invite: the link to hand over, and whether it was e-mailed as well. */
export const InviteSchema = z.object({
  link: z.string(),
  expiresAt: z.string(),
  emailed: z.boolean(),
});
export type Invite = z.infer<typeof InviteSchema>;

/** GET /api/invites/:token: whom the invitation is for, so the page can greet them. */
export const InviteInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type InviteInfo = z.infer<typeof InviteInfoSchema>;

/** Body of POST /api/invites/:token/accept. */
export const AcceptInviteSchema = z.object({ password: passwordSchema });
export type AcceptInvite = z.infer<typeof AcceptInviteSchema>;

/** A token in an invitation's path: 43 base64url characters (32 random bytes). */
export const InviteTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid'),
});

export const INVITE_INVALID =
  'This invitation link is not valid or has expired. Ask the office for a new one.';
export const INVITE_NEEDS_EMAIL = 'Add an email address to this guard before inviting them';

/** Where a guard stands with CoverDesk: an account, or an invitation still waiting. */
export const GuardAccountSchema = z.object({
  guardId: z.string(),
  status: z.enum(['active', 'invited']),
  /** When the waiting invitation's link stops working; null for an account. */
  inviteExpiresAt: z.string().nullable(),
});
export type GuardAccount = z.infer<typeof GuardAccountSchema>;

/** GET /api/guards/accounts: every guard with an account or a live invitation. */
export const GuardAccountsSchema = z.array(GuardAccountSchema);
