/**
 * The one table of who may do what (shared/DECISIONS.md, "Roles and what each may do").
 * The server's requireRole/can() and the client's menus and buttons both read it.
 */
export const ROLES = ['admin', 'supervisor', 'dispatch', 'user', 'customer', 'guard'] as const;

export type Role = (typeof ROLES)[number];

/** A role as stored on an account: one of the six, or none at all. */
export type MaybeRole = Role | null | undefined;

/** The roles of the coverage dashboard: the office and customers (not guards, nor waiting). */
const ACTIVE: readonly Role[] = ['admin', 'supervisor', 'dispatch', 'customer'];
const MANAGERS: readonly Role[] = ['admin', 'supervisor'];
const OFFICE: readonly Role[] = ['admin', 'supervisor', 'dispatch'];

export const PERMISSIONS = {
  'coverage:view': ACTIVE,
  'coverage:view-all': ['admin', 'supervisor', 'dispatch'],
  'coverage:create': ['admin', 'supervisor', 'customer'],
  'coverage:import': ['admin', 'supervisor', 'customer'],
  'coverage:assign-guard': MANAGERS,
  'coverage:edit': MANAGERS,
  /** A request's history (who made, changed, offered, took it): everyone who works on it. */
  'coverage:history': OFFICE,
  /**
   * The week board (/schedule, issue #22): the office sees every post; a customer only the posts
   * of their own requests, with those requests (as 'coverage:view-all' decides on the dashboard).
   */
  'schedule:view': ACTIVE,
  'locations:view': ACTIVE,
  'locations:manage': MANAGERS,
  /**
   * A post's exact position and check-in radius (issue #40): the office's, never a customer's,
   * who lists posts by name only (they never need where the gate is to the metre).
   */
  'locations:positions': OFFICE,
  'guards:view': ['admin', 'supervisor', 'dispatch'],
  'guards:manage': MANAGERS,
  'reports:export': MANAGERS,
  /** The /reports screen and its charts' numbers (issue #22). */
  'reports:view': MANAGERS,
  /** Everyone with a working role; who may message whom is messengerContactRoles below. */
  messenger: [...ACTIVE, 'guard'],
  /** Web Push on one's own devices (issue #21): everyone with a working role. */
  'push:subscribe': [...ACTIVE, 'guard'],
  /** Invite a guard to their own account (issue #21). */
  'guards:invite': MANAGERS,
  /** The open-shifts board, offering shifts to guards, withdrawing offers (dispatch's job too). */
  'offers:manage': OFFICE,
  /** Log a call to a guard from Find cover; an accepted call gives them the shift (issue #30). */
  'calls:log': OFFICE,
  /** Record a call-out phoned in to the office, opening the shift (issue #30). */
  'call-outs:record': OFFICE,
  /**
   * A guard's own shifts and offers (/my-shifts): accept, decline, call out, check in and out,
   * and confirm they will come (issue #39).
   */
  'shifts:own': ['guard'],
  /** A post's calendar feed (issue #22): its secret address, and resetting it. */
  'feeds:manage': MANAGERS,
  'users:manage': ['admin'],
  /** The demo's text message sandbox (issue #30): read guards' texts and answer as them. */
  'sms:sandbox': ['admin'],
  /** The audit trail (/audit) and its CSV; beyond the spec (issue #9). */
  'audit:view': ['admin'],
  /** Notifications not delivered (/deliveries) and retrying them (issue #30). */
  'deliveries:manage': ['admin'],
  /**
   * The company's rules (issue #32): the office reads them (Find cover and the assignment checks
   * count by them); admins change them on the Settings page.
   */
  'settings:view': OFFICE,
  'settings:manage': ['admin'],
  /**
   * Availability and time off (issue #32): a guard sets the weekly hours they cannot work and asks
   * for time off (their own only); the office sees every request (dispatch too, to know who is
   * away); admins and supervisors answer them, and record time off and weekly hours for any guard,
   * with or without an account, on the Time off page.
   */
  'availability:own': ['guard'],
  'time-off:own': ['guard'],
  'time-off:view': OFFICE,
  'time-off:decide': MANAGERS,
  'time-off:record': MANAGERS,
  /**
   * The list of licences and skills (issue #32): the office reads it (Find cover names what a post
   * requires); admins and supervisors add, rename and delete them, and give them to guards and posts.
   */
  'qualifications:view': OFFICE,
  'qualifications:manage': MANAGERS,
  /**
   * Timesheets (issue #33): each guard's week of scheduled and worked hours, the minutes approved
   * for a shift, approving the week, and the payroll CSV.
   */
  'timesheets:manage': MANAGERS,
  /** The API reference (/api/docs) and its OpenAPI document (issue #31). */
  'api-docs:view': ['admin'],
  /** The /locations, /guards and /export screens (spec section 6). */
  'pages:management': MANAGERS,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Narrows a stored string to a known role, or null when it is not one. */
export function parseRole(value: unknown): Role | null {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
    ? (value as Role)
    : null;
}

/** True when the role may do what the permission names; no role may do nothing. */
export function can(role: MaybeRole, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/**
 * True for accounts that may use the app; role user or no role only see the waiting screen.
 */
export function hasActiveRole(role: MaybeRole): role is Exclude<Role, 'user'> {
  return role !== null && role !== undefined && role !== 'user';
}

/** The office: they message everyone with a role, and see their contacts' emails. */
export const MESSENGER_STAFF: readonly Role[] = OFFICE;

/** True for the office roles (admin, supervisor, dispatch). */
export function isStaff(role: MaybeRole): boolean {
  return !!role && MESSENGER_STAFF.includes(role);
}

/**
 * The roles `role` may see in the messenger and message: staff see everyone with a messenger
 * role; customers (people of outside client companies) and guards see staff only; others see no
 * one.
 */
export function messengerContactRoles(role: MaybeRole): readonly Role[] {
  if (isStaff(role)) return PERMISSIONS.messenger;
  return can(role, 'messenger') ? MESSENGER_STAFF : [];
}

/**
 * True when people of these roles may share one conversation: every pair may message each other,
 * so at most one of them is from outside the office (two customers never see each other).
 * Accounts that lost the messenger (no role, role user) read and receive nothing; they do not count.
 */
export function mayShareConversation(roles: readonly MaybeRole[]): boolean {
  const members = roles.filter((role) => can(role, 'messenger'));
  return members.filter((role) => !isStaff(role)).length <= 1;
}

/** Role help text shown to admins (spec section 2, Manage Users). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Full access',
  supervisor: 'Manage guards, locations and coverage',
  dispatch: 'View coverage only; offers open shifts to guards',
  user: 'Limited access, pending role assignment',
  customer: 'Create coverage requests only',
  guard: 'Sees own shifts and the open shifts offered to them',
};

/** Display label for a role, e.g. 'Supervisor'. */
export function roleLabel(role: MaybeRole): string {
  if (!role) return 'No role assigned';
  return role.charAt(0).toUpperCase() + role.slice(1);
}
