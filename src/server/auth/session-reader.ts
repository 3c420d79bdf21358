import { parseCookies } from 'better-auth/cookies';
import { compileOnce } from '../db/compiled-query.js';
import type { Database } from '../db/database.js';
import { toIso } from '../db/timestamps.js';
import type { Auth } from './auth.js';
import { toSessionUser, type SessionUser } from './session-user.js';
import { verifySignedValue } from './signed-value.js';

/**
 * Reads the signed-in user for an API request in the common case — a validly signed session
 * cookie naming a live session that needs no sliding refresh — with one query joining the
 * session and its user, read fresh each time (a role change still acts on the next request).
 *
 * better-auth's getSession does the same read at about a millisecond per request (it imports the
 * HMAC key and builds an endpoint context each time), which made it most of the cost of every API
 * call under load. Whenever better-auth would do more than read — no or a bad signature, an
 * unknown or expired session (it clears the cookie), a session due for its daily refresh (it
 * writes and sets a cookie), a cookie cache or "don't remember me" cookie — the reader answers
 * undefined and the caller asks better-auth.
 */
export async function createSessionReader(auth: Auth, database: Database) {
  const context = await auth.$context;
  const { sessionToken, sessionData, dontRememberToken } = context.authCookies;
  const expiresInMs = context.sessionConfig.expiresIn * 1000;
  const updateAgeMs = context.sessionConfig.updateAge * 1000;
  const key = context.secret;

  const { db } = database;
  const sessionRows = (token: string) =>
    db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select([
        'session.id as sessionId',
        'session.expiresAt',
        'user.id',
        'user.email',
        'user.firstName',
        'user.lastName',
        'user.role',
      ])
      .where('session.token', '=', token);
  type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionRows>['execute']>>[number];

  /** The session's token when the cookie header is one the reader may answer for, else null. */
  const tokenOf = (cookieHeader: string): string | null => {
    // A name given twice is read differently by different parsers: leave it to better-auth.
    if (cookieHeader.split(`${sessionToken.name}=`).length !== 2) return null;
    const cookies = parseCookies(cookieHeader);
    if (cookies.has(sessionData.name) || cookies.has(dontRememberToken.name)) return null;
    const value = cookies.get(sessionToken.name);
    return value ? verifySignedValue(value, key) : null;
  };

  /** The user of a live session that needs no refresh, else undefined (better-auth's case). */
  const userOf = (row: SessionRow | undefined): SessionUser | undefined => {
    if (!row) return undefined;
    const expiresAt = Date.parse(toIso(row.expiresAt));
    const now = Date.now();
    if (!(expiresAt > now) || expiresAt - expiresInMs + updateAgeMs <= now) return undefined;
    return toSessionUser(row, row.sessionId);
  };

  const sessionByToken = compileOnce(db, 1, sessionRows);

  async function readSession(cookieHeader: string): Promise<SessionUser | undefined> {
    const token = tokenOf(cookieHeader);
    if (!token) return undefined;
    const [row] = await sessionByToken.execute(token);
    return userOf(row);
  }

  return readSession;
}

export type SessionReader = Awaited<ReturnType<typeof createSessionReader>>;
