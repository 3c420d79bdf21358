import { defineRequestState } from '@better-auth/core/context';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getIP, isAPIError } from 'better-auth/api';
import type { Database } from '../db/database.js';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_ATTRIBUTES,
  deviceIdFrom,
  newDevice,
} from './device-cookie.js';
import { hashLane } from './password-hashing.js';
import { signInCounters, type Ceiling } from './sign-in-counters.js';
import { addressSource, deviceSource, signInSources } from './sign-in-sources.js';

const WINDOW_MS = 15 * 60 * 1000;
/** The account-wide and per-address ceilings, as multiples of the per-pair limit. */
const WIDE_FACTOR = 5;

export interface SignInGuardOptions {
  database: Database;
  /** Failed sign-ins allowed per account from one device or address in 15 minutes. */
  limit: number;
}

/** What the check before a sign-in decided, for the step after it. */
interface Attempt {
  email: string;
  sources: string[];
  deviceId: string | null;
  keys: string[];
  pairKey: string;
}

const attemptState = defineRequestState<Attempt | null>(() => null);

/** The counters an attempt takes from; a known device or address only its own. */
function ceilingsFor(email: string, ip: string, known: string | null, limit: number): Ceiling[] {
  const pair = { key: `pair:${email}|${known ?? addressSource(ip)}`, max: limit };
  if (known) return [pair];
  return [
    pair,
    { key: `account:${email}`, max: limit * WIDE_FACTOR },
    { key: `address:${ip}`, max: limit * WIDE_FACTOR },
  ];
}

const tooMany = (seconds: number) =>
  new APIError(
    'TOO_MANY_REQUESTS',
    {
      message: `Too many sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`,
      code: 'TOO_MANY_ATTEMPTS',
    },
    { 'retry-after': String(seconds) },
  );

/**
 * Limits password guessing where better-auth itself sees a sign-in (after it has normalised the
 * path and parsed the body, whatever its form), following OWASP's advice on lock-out:
 * - failures count, successes do not (twelve colleagues behind one office address all get in);
 * - per account from one device or address: `limit` failures in 15 minutes;
 * - per account from everywhere unknown, and per address across accounts: five times that;
 * - a device or address the account signed in from before is held to its own pair limit only,
 *   so strangers guessing an account cannot lock its owner out, and its hash waits in the
 *   priority lane (password-hashing.ts) ahead of a flood.
 */
export function signInGuard({ database, limit }: SignInGuardOptions): BetterAuthPlugin {
  const counters = signInCounters(database, WINDOW_MS);
  const sources = signInSources(database);
  const isSignIn = (context: { path?: string }) => context.path === '/sign-in/email';

  const before = createAuthMiddleware(async (ctx) => {
    const body: unknown = ctx.body;
    const email =
      body && typeof body === 'object' && 'email' in body && typeof body.email === 'string'
        ? body.email.toLowerCase()
        : null;
    // better-auth refuses a sign-in without an email before it hashes anything.
    if (!email) return;
    const ip = getIP(ctx.request ?? ctx.headers ?? new Headers(), ctx.context.options) ?? 'unknown';
    const { name } = ctx.context.createAuthCookie(DEVICE_COOKIE);
    const deviceId = deviceIdFrom(ctx.headers?.get('cookie'), name, ctx.context.secret);
    const candidates = [...(deviceId ? [deviceSource(deviceId)] : []), addressSource(ip)];
    const known = await sources.known(email, candidates);
    const ceilings = ceilingsFor(email, ip, known, limit);
    const wait = await counters.take(ceilings);
    if (wait !== null) throw tooMany(wait);
    await hashLane.set(known ? 'priority' : 'normal');
    await attemptState.set({
      email,
      sources: candidates,
      deviceId,
      keys: ceilings.map((ceiling) => ceiling.key),
      pairKey: ceilings[0]?.key ?? '',
    });
  });

  const after = createAuthMiddleware(async (ctx) => {
    const attempt = await attemptState.get();
    if (!attempt) return;
    const returned: unknown = ctx.context.returned;
    if (isAPIError(returned)) {
      // Refused before a password was compared (bad input, server busy): not a guess.
      if (returned.statusCode !== 401) await counters.giveBack(attempt.keys);
      return;
    }
    if (!ctx.context.newSession) return;
    await counters.giveBack(attempt.keys);
    await counters.clear(attempt.pairKey);
    let { deviceId } = attempt;
    if (!deviceId) {
      const device = newDevice(ctx.context.secret);
      deviceId = device.id;
      const cookie = ctx.context.createAuthCookie(DEVICE_COOKIE, DEVICE_COOKIE_ATTRIBUTES);
      ctx.setCookie(cookie.name, device.value, cookie.attributes);
    }
    const remembered = new Set([...attempt.sources, deviceSource(deviceId)]);
    await sources.remember(attempt.email, [...remembered]);
  });

  return {
    id: 'coverdesk-sign-in-guard',
    hooks: {
      before: [{ matcher: isSignIn, handler: before }],
      after: [{ matcher: isSignIn, handler: after }],
    },
  };
}
