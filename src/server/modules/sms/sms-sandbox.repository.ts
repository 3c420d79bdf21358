import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';

/** The conversations listed: the most recently active first. */
const CONVERSATIONS_MAX = 200;

/** The demo sandbox's texts (issue #30): each number's conversation, and an admin's answer. */
export function smsSandboxRepository(db: Kysely<DB>) {
  return {
    /** The numbers texted lately, most recent first, with all their texts and their guards. */
    async conversations() {
      const latest = await db
        .selectFrom('smsSandboxMessages')
        .select((eb) => ['phone', eb.fn.max('createdAt').as('lastAt')])
        .groupBy('phone')
        .orderBy('lastAt', 'desc')
        .limit(CONVERSATIONS_MAX)
        .execute();
      const phones = latest.map((row) => row.phone);
      if (phones.length === 0) return { phones, messages: [], guards: [] };
      const [messages, guards] = await Promise.all([
        db
          .selectFrom('smsSandboxMessages')
          .select(['id', 'phone', 'direction', 'body', 'createdAt'])
          .where('phone', 'in', phones)
          .orderBy('createdAt')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('guards')
          .select(['firstName', 'lastName', 'contactNumber'])
          .where('contactNumber', 'in', phones)
          .orderBy('lastName')
          .execute(),
      ]);
      return { phones, messages, guards };
    },

    /** One number's texts, oldest first. */
    messages(phone: string) {
      return db
        .selectFrom('smsSandboxMessages')
        .select(['id', 'direction', 'body', 'createdAt'])
        .where('phone', '=', phone)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },

    /** Keeps an answer typed as the guard, in `trx` (the answer's own handling). */
    async keepAnswer(trx: Kysely<DB>, phone: string, body: string): Promise<void> {
      await trx
        .insertInto('smsSandboxMessages')
        .values({ id: randomUUID(), direction: 'in', phone, body, createdAt: nowIso() })
        .execute();
    },
  };
}
