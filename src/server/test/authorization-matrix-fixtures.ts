import type { Who, TestApp } from './test-app.js';
import { createCoverageRequest, createGuard, createLocation } from './builders.js';

/** What the calls work on, made once per test file. */
export interface MatrixFixtures {
  t: TestApp;
  locationId: string;
  guardId: string;
  requestId: string;
  /** A conversation of the admin and the supervisor (for callers refused before a lookup). */
  conversationId: string;
  /** An account to act on. */
  userId: string;
  /**
   * Set for a caller the route refuses: the call names the shared rows above instead of making
   * rows of its own, since a refused call changes nothing.
   */
  refused?: boolean;
}

/** The shared rows, made once per test file. */
export async function makeFixtures(t: TestApp): Promise<MatrixFixtures> {
  const locationId = (await createLocation(t.app.database.db)).id;
  const guardId = (await createGuard(t.app.database.db)).id;
  const requestId = (await createCoverageRequest(t.app.database.db, { locationId })).id;
  const supervisor = (await t.account('supervisor')).id;
  const created = await t.as('admin', 'POST', '/api/conversations', {
    participantIds: [supervisor],
  });
  const conversationId = created.json<{ id: string }>().id;
  const userId = (await t.createUser({ role: 'dispatch' })).id;
  return { t, locationId, guardId, requestId, conversationId, userId };
}

/** A fresh account to act on (role change, reset, delete), so every caller has its own. */
export async function targetUser({ t, refused, userId }: MatrixFixtures): Promise<string> {
  return refused ? userId : (await t.createUser({ role: 'dispatch' })).id;
}

/**
 * A conversation `who` takes part in, when `who` may use the messenger; the shared one
 * otherwise (the call is refused before the conversation matters).
 */
export async function conversationOf(who: Who, fixtures: MatrixFixtures): Promise<string> {
  if (who === 'anonymous' || who === 'none' || who === 'user') return fixtures.conversationId;
  const { t } = fixtures;
  const other = (await t.account(who === 'admin' ? 'supervisor' : 'admin')).id;
  const created = await t.as(who, 'POST', '/api/conversations', { participantIds: [other] });
  return created.json<{ id: string }>().id;
}

/**
 * Rows of a caller's own to change or remove (the shared ones for a refused caller), at version
 * 1: edits send that version.
 */
export const fresh = {
  location: async ({ t, refused, locationId }: MatrixFixtures) =>
    refused ? locationId : (await createLocation(t.app.database.db)).id,
  guard: async ({ t, refused, guardId }: MatrixFixtures) =>
    refused ? guardId : (await createGuard(t.app.database.db)).id,
  request: async ({ t, refused, requestId, locationId }: MatrixFixtures) =>
    refused ? requestId : (await createCoverageRequest(t.app.database.db, { locationId })).id,
};
