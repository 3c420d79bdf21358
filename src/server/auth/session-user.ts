import { parseRole, type Role } from '../../shared/permissions.js';

/** The signed-in person behind a request, read fresh from the database on every request. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role | null;
  sessionId: string;
}

/** The user row (or better-auth's user) as a request carries it: names never null. */
export function toSessionUser(
  user: {
    id: string;
    email: string;
    firstName?: string | null;
    lastName?: string | null;
    role?: string | null;
  },
  sessionId: string,
): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    role: parseRole(user.role ?? null),
    sessionId,
  };
}
