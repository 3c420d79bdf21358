import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { guardDisplayName } from '../../shared/guards.js';
import type { DB } from '../db/schema.js';
import { nowIso } from '../db/timestamps.js';

let sequence = 0;
const next = () => (sequence += 1);

/** A location row straight in the database, for tests that need one to exist. */
export async function createLocation(
  db: Kysely<DB>,
  values: { name?: string; deptCode?: string } = {},
) {
  const n = next();
  const row = {
    id: randomUUID(),
    name: values.name ?? `Post ${n}`,
    deptCode: values.deptCode ?? `D${n}-${randomUUID().slice(0, 4)}`,
    userId: null,
    createdAt: nowIso(),
    updatedAt: nowIso(),
  };
  await db.insertInto('locations').values(row).execute();
  return row;
}

/** The last day a test guard's card is valid unless told: past every date a test schedules. */
export const VALID_CARD_UNTIL = '2099-12-31';

/** What a guard without a guard card on file has (issue #39): the rules block them everywhere. */
export const NO_CARD = { guardCard: null, expDate: null } as const;

/**
 * A guard row straight in the database, with a guard card on file valid until VALID_CARD_UNTIL
 * unless told (`expDate` for another expiry, NO_CARD or nulls for none): a guard without one
 * cannot take a single shift (issue #39), which a test means only when it says so.
 */
export async function createGuard(
  db: Kysely<DB>,
  values: {
    firstName?: string;
    lastName?: string;
    guardCard?: string | null;
    expDate?: string | null;
    email?: string | null;
    accountId?: string | null;
    contactNumber?: string | null;
  } = {},
) {
  const n = next();
  const row = {
    id: randomUUID(),
    firstName: values.firstName ?? `Guard${n}`,
    lastName: values.lastName ?? 'Tester',
    contactNumber: values.contactNumber ?? null,
    email: values.email ?? null,
    guardCard:
      values.guardCard === undefined ? `TC${String(n).padStart(6, '0')}` : values.guardCard,
    expDate: values.expDate === undefined ? VALID_CARD_UNTIL : values.expDate,
    accountId: values.accountId ?? null,
    userId: null,
    createdAt: nowIso(),
    updatedAt: nowIso(),
  };
  await db.insertInto('guards').values(row).execute();
  return row;
}

/** A coverage request row straight in the database. */
export async function createCoverageRequest(
  db: Kysely<DB>,
  values: {
    locationId: string;
    date?: string;
    startTime?: string | null;
    endTime?: string | null;
    guard?: { id: string; firstName: string; lastName: string };
    userId?: string | null;
    notes?: string | null;
    guardNote?: string | null;
  },
) {
  const row = {
    id: randomUUID(),
    userId: values.userId ?? null,
    date: values.date ?? '2026-11-20',
    startTime: values.startTime === undefined ? '08:00' : values.startTime,
    endTime: values.endTime === undefined ? '16:00' : values.endTime,
    locationId: values.locationId,
    assignedGuardId: values.guard?.id ?? null,
    assignedGuardName: values.guard ? guardDisplayName(values.guard) : null,
    notes: values.notes ?? null,
    guardNote: values.guardNote ?? null,
    createdAt: nowIso(),
    updatedAt: nowIso(),
  };
  await db.insertInto('coverageRequests').values(row).execute();
  return row;
}
