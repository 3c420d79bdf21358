import { randomUUID } from 'node:crypto';
import { parseDatabaseUrl } from '../../src/server/config.js';
import { insertInBatches } from '../../src/server/db/batches.js';
import { createDatabase } from '../../src/server/db/database.js';
import type { BenchContext } from './context.js';

/** Confirmations the reports bench writes in its range: one for every 40th assigned request. */
const EVERY = 40;

/**
 * Writes the confirmed warnings (issue #32) a busy office would have made over the range, as the
 * assignment checks write them, so that the Confirmed warnings report has rows to group: every
 * 40th assigned request (~1,000 at the large size over 12 weeks). They go with their requests
 * when the operation is removed (the table's foreign key cascades).
 */
export async function seedConfirmations(
  context: BenchContext,
  range: { from: string; to: string },
): Promise<number> {
  const database = createDatabase(parseDatabaseUrl(context.databaseUrl));
  try {
    const assigned = await database.db
      .selectFrom('coverageRequests')
      .select(['id', 'date', 'assignedGuardId', 'assignedGuardName'])
      .where('date', '>=', range.from)
      .where('date', '<=', range.to)
      .where('assignedGuardName', 'is not', null)
      .orderBy('id')
      .execute();
    const now = new Date().toISOString();
    const rows = assigned
      .filter((_, index) => index % EVERY === 0)
      .map((request, index) => ({
        id: randomUUID(),
        requestId: request.id,
        guardId: request.assignedGuardId,
        guardName: request.assignedGuardName ?? '',
        shiftDate: request.date,
        action: index % 3 === 0 ? ('offer' as const) : ('assign' as const),
        warnings: JSON.stringify(
          index % 2 === 0 ? ['Adds 2 h overtime'] : ['Cannot work Mondays 06:00–12:00'],
        ),
        overtimeMinutes: index % 2 === 0 ? 120 : 0,
        confirmedBy: null,
        confirmedByName: 'Bench Office',
        confirmedAt: now,
      }));
    await database.db
      .transaction()
      .execute((trx) => insertInBatches(trx, 'assignmentConfirmations', rows));
    return rows.length;
  } finally {
    await database.destroy();
  }
}
