import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import {
  auditSnapshot,
  fieldChanges,
  type AuditAction,
  type AuditEntity,
  type AuditSnapshot,
} from '../../shared/audit.js';
import { insertInBatches } from './batches.js';
import type { DB } from './schema.js';

/*
 * A change and its audit trail entry, written in one transaction (issue #9): every module that
 * changes data goes through here. The trail is read by the audit module (modules/audit).
 */

/** Who acted: the signed-in account (its name as it is now is kept with the entry). */
export interface AuditActor {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Who acted, as the trail keeps them: an account, or (issue #30) a guard without one who answered
 * an offer by text, kept by name only.
 */
export type TrailActor = Omit<AuditActor, 'id'> & { id: string | null };

export interface AuditRecord {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | null;
  label: string;
  before?: AuditSnapshot | null;
  after?: AuditSnapshot | null;
}

/**
 * The entry for an item created (`before` null), changed or deleted (`after` null): its fields
 * before and after. None for a save that changed none of the fields the trail shows.
 */
export function itemAudit<T extends { id: string }>(
  entity: AuditEntity,
  label: (item: T) => string,
  before: T | null,
  after: T | null,
): AuditRecord | null {
  const item = after ?? before;
  if (!item) return null;
  const action = !before ? 'create' : !after ? 'delete' : 'update';
  const record = {
    action,
    entity,
    entityId: item.id,
    label: label(item),
    before: before && auditSnapshot(entity, before),
    after: after && auditSnapshot(entity, after),
  } as const;
  return action === 'update' && fieldChanges(record).length === 0 ? null : record;
}

/**
 * How an entry names who acted, and an edited row who saved it last (migration 0009): their name
 * as it is now, or their email when they have none.
 */
export const actorName = (actor: TrailActor) =>
  `${actor.firstName} ${actor.lastName}`.trim() || actor.email;

let lastMillis = 0;
let sequence = 0;

/**
 * An entry's instant and an id that sorts in the order this process wrote its entries, even
 * within one millisecond (the trail is read ordered by both; so are the calls Find cover logs).
 */
export function stamp(): { at: string; id: string } {
  const millis = Date.now();
  sequence = millis === lastMillis ? sequence + 1 : 0;
  lastMillis = millis;
  const id =
    millis.toString(36).padStart(9, '0') +
    sequence.toString(36).padStart(4, '0') +
    randomBytes(6).toString('hex');
  return { at: new Date(millis).toISOString(), id };
}

/** The row an entry is stored as. */
export function entryRow(actor: TrailActor, record: AuditRecord): Insertable<DB['auditLog']> {
  return {
    ...stamp(),
    actorId: actor.id,
    actorName: actorName(actor),
    action: record.action,
    entity: record.entity,
    entityId: record.entityId,
    label: record.label,
    before: record.before ? JSON.stringify(record.before) : null,
    after: record.after ? JSON.stringify(record.after) : null,
  };
}

/**
 * Appends one entry to the trail. `db` is the transaction of the change it records, so the two
 * are saved together or not at all.
 */
export async function recordAudit(
  db: Kysely<DB>,
  actor: TrailActor,
  record: AuditRecord,
): Promise<void> {
  await db.insertInto('auditLog').values(entryRow(actor, record)).execute();
}

/**
 * Runs a change in a transaction together with the entry it returns (none when nothing changed):
 * both are saved or neither is.
 */
export function audited<T>(
  db: Kysely<DB>,
  actor: TrailActor,
  change: (trx: Transaction<DB>) => Promise<{ result: T; audit: AuditRecord | null }>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { result, audit } = await change(trx);
    if (audit) await recordAudit(trx, actor, audit);
    return result;
  });
}

/**
 * Appends many entries (a series of requests, one each) in as few statements as the database's
 * parameter limit allows; `db` is the transaction of the changes they record.
 */
export async function recordAudits(
  db: Kysely<DB>,
  actor: AuditActor,
  records: readonly AuditRecord[],
): Promise<void> {
  if (records.length === 0) return;
  await insertInBatches(
    db,
    'auditLog',
    records.map((record) => entryRow(actor, record)),
  );
}
