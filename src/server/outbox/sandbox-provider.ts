import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { nowIso } from '../db/timestamps.js';
import type { SmsProvider } from './sms-provider.js';

/** A sandbox text's provider id: its row's, told apart from Twilio's. */
const PREFIX = 'sandbox-';

/**
 * The sandbox (SMS_PROVIDER=sandbox, demos only; config refuses it with NODE_ENV=production):
 * a text 'sent' is a row of sms_sandbox_messages (direction out) that an admin reads on the Text
 * messages screen. It reaches no phone, so it is as delivered as it will ever be.
 */
export function sandboxSmsProvider(db: Kysely<DB>): SmsProvider {
  return {
    name: 'sandbox',
    async send({ to, body }) {
      const id = randomUUID();
      await db
        .insertInto('smsSandboxMessages')
        .values({ id, direction: 'out', phone: to, body, createdAt: nowIso() })
        .execute();
      return { providerId: `${PREFIX}${id}`, status: 'delivered' };
    },
    /** The sandbox's own table is its provider's record of what went out. */
    async sentSince({ to, body }, since) {
      const rows = await db
        .selectFrom('smsSandboxMessages')
        .select('id')
        .where('direction', '=', 'out')
        .where('phone', '=', to)
        .where('body', '=', body)
        .where('createdAt', '>=', since.toISOString())
        .orderBy('createdAt', 'desc')
        .execute();
      return rows.map((row) => ({ providerId: `${PREFIX}${row.id}`, status: 'delivered' }));
    },
  };
}
