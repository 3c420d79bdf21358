import { can, parseRole } from '../../shared/permissions.js';
import type { Database } from '../db/database.js';
import { nowIso, toIso } from '../db/timestamps.js';

/** Ids per statement, well under either database's bound-parameter limit. */
const IDS_PER_QUERY = 1000;

function chunks(ids: readonly string[]): string[][] {
  const unique = [...new Set(ids)];
  const result: string[][] = [];
  for (let start = 0; start < unique.length; start += IDS_PER_QUERY) {
    result.push(unique.slice(start, start + IDS_PER_QUERY));
  }
  return result;
}

function groupPairs(pairs: readonly { userId: string; contactId: string }[]) {
  const grouped = new Map<string, string[]>();
  for (const { userId, contactId } of pairs) {
    const list = grouped.get(userId) ?? [];
    list.push(contactId);
    grouped.set(userId, list);
  }
  return grouped;
}

/**
 * Presence in the database, shared by every process: one row per connected socket
 * (presence_sockets) and one per live process (presence_servers, refreshed by its heartbeat). A
 * socket counts only while its process's heartbeat is younger than `serverTimeoutMs`, so the
 * rows of a process that crashed stop counting on their own and are reaped later.
 */
export function presenceRepository(database: Database, serverId: string, serverTimeoutMs: number) {
  const { db } = database;
  const aliveSince = () => new Date(Date.now() - serverTimeoutMs).toISOString();

  /** Pairs (user, contact) of people who share a conversation, for these users. */
  const contactPairs = async (userIds: readonly string[], onlineOnly: boolean) => {
    const pairs: { userId: string; contactId: string }[] = [];
    for (const ids of chunks(userIds)) {
      const rows = await db
        .selectFrom('conversationParticipants as mine')
        .innerJoin(
          'conversationParticipants as theirs',
          'theirs.conversationId',
          'mine.conversationId',
        )
        .select(['mine.userId as userId', 'theirs.userId as contactId'])
        .distinct()
        .where('mine.userId', 'in', ids)
        .whereRef('theirs.userId', '!=', 'mine.userId')
        .$if(onlineOnly, (query) =>
          query.where((eb) =>
            eb.exists(
              eb
                .selectFrom('presenceSockets')
                .innerJoin(
                  'presenceServers',
                  'presenceServers.serverId',
                  'presenceSockets.serverId',
                )
                .select('presenceSockets.socketId')
                .whereRef('presenceSockets.userId', '=', 'theirs.userId')
                .where('presenceServers.heartbeatAt', '>=', aliveSince()),
            ),
          ),
        )
        .execute();
      pairs.push(...rows);
    }
    return pairs;
  };

  return {
    /**
     * Marks this process alive. Answers false when its row was missing: first start, or another
     * process reaped it after a stall, in which case its sockets must be written again.
     */
    async beat(): Promise<boolean> {
      const now = nowIso();
      const updated = await db
        .updateTable('presenceServers')
        .set({ heartbeatAt: now })
        .where('serverId', '=', serverId)
        .executeTakeFirst();
      if (updated.numUpdatedRows > 0n) return true;
      await db
        .insertInto('presenceServers')
        .values({ serverId, heartbeatAt: now })
        .onConflict((conflict) => conflict.column('serverId').doUpdateSet({ heartbeatAt: now }))
        .execute();
      return false;
    },

    /** Records sockets of this process (again, after a reap: existing rows are kept). */
    async addSockets(sockets: readonly { socketId: string; userId: string }[]): Promise<void> {
      if (sockets.length === 0) return;
      const connectedAt = nowIso();
      await db
        .insertInto('presenceSockets')
        .values(sockets.map((socket) => ({ ...socket, serverId, connectedAt })))
        .onConflict((conflict) => conflict.column('socketId').doNothing())
        .execute();
    },

    async removeSocket(socketId: string): Promise<void> {
      await db.deleteFrom('presenceSockets').where('socketId', '=', socketId).execute();
    },

    /** Removes this process and its sockets (shutdown); answers the users who had sockets. */
    async removeServer(): Promise<string[]> {
      const removed = await db
        .deleteFrom('presenceSockets')
        .where('serverId', '=', serverId)
        .returning('userId')
        .execute();
      await db.deleteFrom('presenceServers').where('serverId', '=', serverId).execute();
      return [...new Set(removed.map((row) => row.userId))];
    },

    /**
     * Deletes the sockets of processes whose heartbeat stopped (or of every other process, when
     * `everyOther`: SQLite has one process, so rows left by an earlier one are stale at start).
     * Answers the users who had sockets there; concurrent reapers each get only what they deleted.
     */
    async reap(everyOther = false): Promise<string[]> {
      const since = everyOther ? null : aliveSince();
      const removed = await db
        .deleteFrom('presenceSockets')
        .where('serverId', 'not in', (eb) => {
          const servers = eb.selectFrom('presenceServers').select('serverId');
          return since === null
            ? servers.where('serverId', '=', serverId)
            : servers.where('heartbeatAt', '>=', since);
        })
        .returning('userId')
        .execute();
      let staleServers = db.deleteFrom('presenceServers').where('serverId', '!=', serverId);
      if (since !== null) staleServers = staleServers.where('heartbeatAt', '<', since);
      await staleServers.execute();
      return [...new Set(removed.map((row) => row.userId))];
    },

    /** Everyone who shares a conversation with at least one of `userIds`. */
    async contactsOf(userIds: readonly string[]): Promise<Set<string>> {
      const pairs = await contactPairs(userIds, false);
      return new Set(pairs.map((pair) => pair.contactId));
    },

    /** For each viewer, the people they share a conversation with who are online now. */
    async onlineContactsOf(viewerIds: readonly string[]): Promise<Map<string, string[]>> {
      return groupPairs(await contactPairs(viewerIds, true));
    },

    /**
     * Of these sessions, those that still let their user use the messenger: not signed out, not
     * ended by a password change or reset, not expired, and the role still has the messenger.
     */
    async usableSessions(sessionIds: readonly string[]): Promise<Set<string>> {
      const usable = new Set<string>();
      const now = Date.now();
      for (const ids of chunks(sessionIds)) {
        const rows = await db
          .selectFrom('session')
          .innerJoin('user', 'user.id', 'session.userId')
          .select(['session.id', 'session.expiresAt', 'user.role'])
          .where('session.id', 'in', ids)
          .execute();
        for (const row of rows) {
          const live = Date.parse(toIso(row.expiresAt)) > now;
          if (live && can(parseRole(row.role), 'messenger')) usable.add(row.id);
        }
      }
      return usable;
    },
  };
}

export type PresenceRepository = ReturnType<typeof presenceRepository>;
