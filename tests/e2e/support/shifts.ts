import { randomUUID } from 'node:crypto';
import { guardDisplayName } from '../../../src/shared/guards';
import {
  createAccount,
  e2eDatabase,
  removeAccounts,
  VALID_CARD_UNTIL,
  type Account,
} from './accounts';

/** A guard with a CoverDesk account (role guard), tied to their row on the Guards page. */
export interface GuardAccount extends Account {
  guardId: string;
}

/**
 * Records for the fill-the-shift specs (issue #21), written straight to the e2e database: a
 * post, guards with accounts, and shifts. `remove()` takes them all away again, offers and
 * invitations with them.
 */
export function shiftWorld(tag: string) {
  const { db } = e2eDatabase();
  const locations: string[] = [];
  const guards: string[] = [];
  const accounts: string[] = [];
  const now = () => new Date().toISOString();

  return {
    /**
     * A post; at `position` (issue #33) when given, else without one; at `address` (issue #39)
     * when given.
     */
    async location(
      name: string,
      position: { latitude: number; longitude: number; radiusMeters?: number } | null = null,
      address: string | null = null,
    ) {
      const location = {
        id: randomUUID(),
        name: `${name} ${tag}`,
        // One code per post of the world; the first keeps the plain one that specs look for.
        deptCode: locations.length === 0 ? `E2E-${tag}` : `E2E-${tag}-${String(locations.length)}`,
        address,
        latitude: position?.latitude ?? null,
        longitude: position?.longitude ?? null,
        radiusMeters: position?.radiusMeters ?? 150,
      };
      await db
        .insertInto('locations')
        .values({ ...location, userId: null, createdAt: now(), updatedAt: now() })
        .execute();
      locations.push(location.id);
      return { ...location, version: 1 };
    },

    /**
     * A guard row; with an account unless `account: false` (then an email to invite them by), a
     * mobile number when `phone` gives one (E.164), and a valid guard card unless `card: false`.
     */
    async guard(
      firstName: string,
      lastName: string,
      {
        account = true,
        phone = null,
        card = true,
      }: { account?: boolean; phone?: string | null; card?: boolean } = {},
    ) {
      const id = randomUUID();
      const fullLast = `${lastName} ${tag}`;
      const made = account
        ? await createAccount({ role: 'guard', firstName, lastName: fullLast })
        : null;
      if (made) accounts.push(made.id);
      await db
        .insertInto('guards')
        .values({
          id,
          firstName,
          lastName: fullLast,
          contactNumber: phone,
          email: made ? made.email : `guard-${tag}-${firstName.toLowerCase()}@example.com`,
          // A guard card on file unless told (issue #39: without one, no shift is theirs).
          guardCard: card ? `E2E-${id.slice(0, 8)}` : null,
          expDate: card ? VALID_CARD_UNTIL : null,
          accountId: made ? made.id : null,
          userId: null,
          createdAt: now(),
          updatedAt: now(),
        })
        .execute();
      guards.push(id);
      return { guardId: id, firstName, lastName: fullLast, account: made };
    },

    /** A shift at the post, 06:00–14:00 unless `times` says; assigned to the guard when one is given. */
    async shift(
      locationId: string,
      date: string,
      guard?: { guardId: string; firstName: string; lastName: string },
      times: { startTime: string; endTime: string } = { startTime: '06:00', endTime: '14:00' },
    ) {
      const id = randomUUID();
      await db
        .insertInto('coverageRequests')
        .values({
          id,
          userId: null,
          date,
          ...times,
          locationId,
          assignedGuardId: guard?.guardId ?? null,
          assignedGuardName: guard ? guardDisplayName(guard) : null,
          notes: `e2e ${tag}`,
          openedAt: guard ? null : now(),
          createdAt: now(),
          updatedAt: now(),
        })
        .execute();
      return id;
    },

    async remove() {
      // Accounts made by accepting an invitation are tied to their guard row.
      if (guards.length > 0) {
        const tied = await db
          .selectFrom('guards')
          .select('accountId')
          .where('id', 'in', guards)
          .execute();
        for (const { accountId } of tied) if (accountId) accounts.push(accountId);
      }
      if (locations.length > 0) {
        await db.deleteFrom('coverageRequests').where('locationId', 'in', locations).execute();
      }
      if (guards.length > 0) await db.deleteFrom('guards').where('id', 'in', guards).execute();
      if (locations.length > 0) {
        await db.deleteFrom('locations').where('id', 'in', locations).execute();
      }
      await removeAccounts(accounts);
    },
  };
}
