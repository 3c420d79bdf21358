import { randomUUID } from 'node:crypto';
import { SMS_INBOUND_PATH, SMS_STATUS_PATH } from '../http/provider-webhooks.js';
import type { MatrixFixtures } from './authorization-matrix-fixtures.js';
import type { MatrixCall, MatrixRoute } from './authorization-matrix-types.js';
import { createGuard } from './builders.js';
import { TEST_ORIGIN } from './test-app.js';
import { inboundForm, messageSid, signedWebhook } from './twilio-webhooks.js';

const resolved = (call: MatrixCall) => Promise.resolve(call);

let numbers = 0;

/** A guard with an email and a mobile number, and no account: one a text can invite. */
async function textableGuard({ t, refused, guardId }: MatrixFixtures): Promise<string> {
  if (refused) return guardId;
  numbers += 1;
  const guard = await createGuard(t.app.database.db, {
    email: `texted-${randomUUID()}@example.com`,
  });
  await t.app.database.db
    .updateTable('guards')
    .set({ contactNumber: `+1201555${String(3000 + numbers)}` })
    .where('id', '=', guard.id)
    .execute();
  return guard.id;
}

/** A webhook call as Twilio makes it: form-encoded and signed with the app's auth token. */
function webhook({ t }: MatrixFixtures, path: string, params: Record<string, string>): MatrixCall {
  const twilio = t.config.sms.twilio;
  if (!twilio) throw new Error('the matrix app must send texts through Twilio');
  // Of our account, as Twilio's own are (issue #40: another account's form is refused).
  const form = { ...params, AccountSid: twilio.accountSid };
  const { headers, payload } = signedWebhook(TEST_ORIGIN, path, twilio.authToken, form);
  return { method: 'POST', url: path, payload, headers };
}

/**
 * The text message routes of the matrix (issue #30), with SMS_PROVIDER=twilio: the settings and
 * the numbers for the office, 'Text the link', and Twilio's two webhooks, which anyone may call
 * with a valid signature (they carry no session: the signature is what admits them; without it
 * they answer 403, sms-inbound.routes.test.ts). The sandbox's routes are served with
 * SMS_PROVIDER=sandbox only: sms-sandbox.routes.test.ts walks the roles over them.
 */
export const SMS_ROUTES = {
  'GET /api/sms/settings': {
    access: 'guards:view',
    call: () => resolved({ method: 'GET', url: '/api/sms/settings' }),
  },
  'GET /api/sms/numbers': {
    access: 'guards:view',
    call: () => resolved({ method: 'GET', url: '/api/sms/numbers' }),
  },
  'POST /api/guards/:id/invite/text': {
    access: 'guards:invite',
    call: async (_, f): Promise<MatrixCall> => ({
      method: 'POST',
      url: `/api/guards/${await textableGuard(f)}/invite/text`,
      payload: {},
    }),
  },
  [`POST ${SMS_INBOUND_PATH}`]: {
    access: 'public',
    call: (_, f) => resolved(webhook(f, SMS_INBOUND_PATH, inboundForm('+12015550197', 'HELP'))),
  },
  [`POST ${SMS_STATUS_PATH}`]: {
    access: 'public',
    call: (_, f) =>
      resolved(
        webhook(f, SMS_STATUS_PATH, { MessageSid: messageSid(), MessageStatus: 'delivered' }),
      ),
  },
} satisfies Record<string, MatrixRoute>;
