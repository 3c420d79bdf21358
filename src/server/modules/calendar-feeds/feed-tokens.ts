import { createHmac, timingSafeEqual } from 'node:crypto';
import { FEED_FILE_PATTERN, type FeedKind } from '../../../shared/calendar-feeds.js';

/** What a feed's address stands for; any change to it makes a different address. */
export interface FeedSubject {
  kind: FeedKind;
  id: string;
  /** Resets so far: each one gives the subject a new address and retires the old. */
  generation: number;
  /** A guard's feed is their account's: a new account (or none) retires the address. */
  accountId?: string;
}

const LETTERS: Record<FeedKind, string> = { guard: 'g', location: 'p' };
const KINDS: Record<string, FeedKind> = { g: 'guard', p: 'location' };

/** 43 base64url characters: an HMAC-SHA256 of the subject under the auth secret. */
function mac(secret: string, subject: FeedSubject): string {
  const { kind, id, generation, accountId = '' } = subject;
  return createHmac('sha256', secret)
    .update(`coverdesk-calendar-feed\n${kind}\n${id}\n${accountId}\n${String(generation)}`)
    .digest('base64url');
}

/** The feed's file name in its address: `g.<guard id>.<mac>.ics` or `p.<post id>.<mac>.ics`. */
export function feedFileName(secret: string, subject: FeedSubject): string {
  return `${LETTERS[subject.kind]}.${subject.id}.${mac(secret, subject)}.ics`;
}

/** What a file name claims, or null when it cannot be a feed's. */
export function parseFeedFileName(
  file: string,
): { kind: FeedKind; id: string; mac: string } | null {
  const match = FEED_FILE_PATTERN.exec(file);
  const kind = match?.[1] ? KINDS[match[1]] : undefined;
  if (!match || !kind || !match[2] || !match[3]) return null;
  return { kind, id: match[2], mac: match[3] };
}

/** True when `claimed` is the subject's current MAC (compared in constant time). */
export function macMatches(secret: string, subject: FeedSubject, claimed: string): boolean {
  const expected = Buffer.from(mac(secret, subject));
  const given = Buffer.from(claimed);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
