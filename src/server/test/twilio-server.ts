import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One text the server accepted, as Twilio would keep it, and when it arrived. */
export interface ReceivedText {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
  /** Date.now() when the request arrived (for the bench's delivery times). */
  receivedAt: number;
}

export interface TwilioServer {
  /** http://127.0.0.1:PORT, for TWILIO_API_URL. */
  url: string;
  accountSid: string;
  authToken: string;
  /** The settings that point the app at this server (SMS_PROVIDER, TWILIO_*). */
  env: Record<string, string>;
  received: ReceivedText[];
  /** Requests refused, with why (bad credentials, a missing field…). */
  refused: { status: number; message: string }[];
  /** The next `count` sends are answered with `status` (e.g. 500, 429) and not kept. */
  failNext(count: number, status?: number): void;
  /** Resolves with the texts to `to` (or all) once there are at least `count` of them. */
  waitForTexts(count: number, to?: string, timeoutMs?: number): Promise<ReceivedText[]>;
  close(): Promise<void>;
}

/** The sender the app is configured with: a number of Twilio's (E.164). */
export const TWILIO_TEST_FROM = '+12015550000';

const E164 = /^\+[1-9]\d{6,14}$/;

function send(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Twilio's error body: its code, a message, the status. */
const twilioError = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${String(code)}`,
  status,
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A Twilio-compatible Messages API (the part CoverDesk uses) on 127.0.0.1, for tests: a real HTTP
 * server, never a mock of a library. POST /2010-04-01/Accounts/{sid}/Messages.json checks basic
 * auth (account SID and auth token) and the form fields as Twilio does (To in E.164, From or
 * MessagingServiceSid, Body), and answers 201 with a message `sid` and `status: queued`; GET on
 * the same path lists the texts kept (Twilio's list, filtered by To), which end-to-end tests read
 * from their own process.
 */
export async function startTwilioServer(): Promise<TwilioServer> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const received: ReceivedText[] = [];
  const refused: TwilioServer['refused'] = [];
  const waiters = new Set<() => void>();
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  const refuse = (response: ServerResponse, status: number, code: number, message: string) => {
    refused.push({ status, message });
    send(response, status, twilioError(status, code, message));
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (request.headers.authorization !== expectedAuth) {
        refuse(response, 401, 20003, 'Authenticate');
        return;
      }
      if (url.pathname !== path) {
        refuse(response, 404, 20404, 'The requested resource was not found');
        return;
      }
      if (request.method === 'GET') {
        const to = url.searchParams.get('To');
        const messages = received
          .filter((text) => !to || text.to === to)
          .map((text) => ({ sid: text.sid, to: text.to, from: text.from, body: text.body }));
        send(response, 200, { messages, page: 0, page_size: messages.length });
        return;
      }
      const form = new URLSearchParams(await readBody(request));
      if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        refuse(response, 400, 20001, 'The body must be form-encoded');
        return;
      }
      const to = form.get('To') ?? '';
      const from = form.get('From');
      const messagingServiceSid = form.get('MessagingServiceSid');
      const body = form.get('Body') ?? '';
      if (!E164.test(to)) {
        refuse(response, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
        return;
      }
      if (!from && !messagingServiceSid) {
        refuse(response, 400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required");
        return;
      }
      if (!body) {
        refuse(response, 400, 21602, 'Message body is required.');
        return;
      }
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        send(response, failures.status, twilioError(failures.status, 20500, 'Internal error'));
        return;
      }
      const sid = `SM${randomUUID().replaceAll('-', '')}`;
      received.push({
        sid,
        to,
        from,
        messagingServiceSid,
        body,
        statusCallback: form.get('StatusCallback'),
        receivedAt: Date.now(),
      });
      for (const wake of waiters) wake();
      send(response, 201, {
        sid,
        account_sid: accountSid,
        to,
        from,
        messaging_service_sid: messagingServiceSid,
        body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: new Date().toUTCString(),
        error_code: null,
        error_message: null,
        uri: `${path.replace('.json', '')}/${sid}.json`,
      });
    })().catch((error: unknown) => {
      send(response, 500, twilioError(500, 20500, String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${String(port)}`;

  const matching = (to?: string) => received.filter((text) => !to || text.to === to);

  return {
    url,
    accountSid,
    authToken,
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: TWILIO_TEST_FROM,
      TWILIO_API_URL: url,
    },
    received,
    refused,
    failNext(count, status = 500) {
      failures = { count, status };
    },
    waitForTexts(count, to, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const texts = matching(to);
          if (texts.length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(texts);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const got = matching(to).length;
          reject(
            new Error(
              `Expected ${String(count)} texts${to ? ` to ${to}` : ''}, got ${String(got)}`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
