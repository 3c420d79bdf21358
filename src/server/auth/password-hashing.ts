import { availableParallelism } from 'node:os';
import { defineRequestState, hasRequestState } from '@better-auth/core/context';
import { APIError } from 'better-auth/api';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { PasswordHashQueue, HashQueueBusyError, type HashLane } from './password-hash-queue.js';

/**
 * The lane of the better-auth call in progress. Calls are trusted by default (an admin making an
 * account, a signed-in person changing a password); the sign-in guard puts a sign-in from an
 * unknown device and address in the normal lane before the password is checked.
 */
export const hashLane = defineRequestState<HashLane>(() => 'priority');

/** The lane of the call in progress; outside a better-auth call (none today), the trusted one. */
async function currentLane(): Promise<HashLane> {
  return (await hasRequestState()) ? hashLane.get() : 'priority';
}

/**
 * One hash at a time per core, leaving a core to the event loop (on two cores: one hash, which
 * answers the requests of everyone else in the meantime). About ten sign-ins a second per core.
 */
export function defaultPasswordHashQueue(): PasswordHashQueue {
  const maxRunning = Math.max(1, availableParallelism() - 1);
  return new PasswordHashQueue({
    maxRunning,
    // Up to ~1.5 s of waiting in the normal lane, more for the trusted one.
    maxWaiting: { normal: 16 * maxRunning, priority: 64 * maxRunning },
    typicalMs: 100,
  });
}

/** The queue's refusal as better-auth answers it: 503 with Retry-After. */
function busyAnswer(error: HashQueueBusyError): APIError {
  return new APIError(
    'SERVICE_UNAVAILABLE',
    { message: error.message, code: 'BUSY' },
    { 'retry-after': String(error.retryAfter) },
  );
}

/** How better-auth hashes a new password and checks one against a stored hash. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/**
 * better-auth's own password hashing (scrypt, N=16384 r=16 p=1, on Node's thread pool: every
 * stored hash stays valid), run through the queue in the lane of the call in progress.
 */
export function queuedPasswordHashing(queue: PasswordHashQueue): PasswordHashing {
  const gated = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await queue.run(await currentLane(), work);
    } catch (error) {
      throw error instanceof HashQueueBusyError ? busyAnswer(error) : error;
    }
  };
  return {
    hash: (password: string) => gated(() => hashPassword(password)),
    verify: (input: { hash: string; password: string }) => gated(() => verifyPassword(input)),
  };
}
