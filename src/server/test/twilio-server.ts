import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A text Twilio accepted: the form fields of the request, the sid it answered with, and when. */
export interface TwilioMessage {
  sid: string;
  to: string;
  body: string;
  from: string | null;
  messagingServiceSid: string | null;
  statusCallback: string | null;
  /** Date.now() when the request arrived (the bench's delivery times). */
  receivedAt: number;
  /** Still in Twilio's queue (see `queue`): listed without a date sent. */
  queued: boolean;
}

/** The sender the app is configured with by default: a number of Twilio's (E.164). */
export const TWILIO_TEST_FROM = '+15005550006';

/** A refusal the next requests get instead of 201 (Twilio's error body). */
export interface TwilioRefusal {
  status: number;
  code: number;
  message: string;
}

export interface TwilioServer {
  /** http://127.0.0.1:PORT, for TWILIO_API_URL. */
  url: string;
  accountSid: string;
  authToken: string;
  /** The settings that point the app at this server (SMS_PROVIDER=twilio and TWILIO_*). */
  env(from?: string): Record<string, string>;
  /** Texts accepted (answered 201), in order. */
  messages: TwilioMessage[];
  /** Requests refused for their credentials or form (what the app got wrong), with the reason. */
  rejected: string[];
  /** Every request as it arrived (answered, refused, delayed or held): when, and to whom. */
  received: { at: number; to: string }[];
  /** Requests that arrived while held (see `hold`). */
  held: number;
  /** Answers the next requests with this refusal (null: 201 again). */
  refuseWith(refusal: TwilioRefusal | null): void;
  /** Answers the next look-ups (GET of the Messages list) with this refusal (null: the list). */
  refuseListWith(refusal: TwilioRefusal | null): void;
  /** The look-ups answered (the list's filters as asked), in order. */
  lists: { to: string | null; from: string | null; after: string | null }[];
  /**
   * Holds requests that arrive: read, never answered nor accepted, as Twilio cut off before it
   * took the message (a crash test kills the sender meanwhile). False answers again.
   */
  hold(on: boolean): void;
  /**
   * Keeps the texts accepted from now on in Twilio's queue: listed as 'queued', with no
   * date_sent, so that a DateSent filter leaves them out (as a long code's backlog). False:
   * those accepted afterwards are sent at once.
   */
  queue(on: boolean): void;
  /** Answers each request this long after it arrived (0: at once). */
  answerAfter(ms: number): void;
  /**
   * Resolves with the texts accepted (to `to` only, when given) once there are `count` of them;
   * rejects after `timeoutMs` saying how many came.
   */
  waitForMessages(count: number, to?: string, timeoutMs?: number): Promise<TwilioMessage[]>;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{6,14}$/;
const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/;

const sidOf = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

function answer(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Twilio's error body: status, its error code, the message and where to read about it. */
function refuse(response: ServerResponse, refusal: TwilioRefusal) {
  answer(response, refusal.status, {
    ...refusal,
    more_info: `https://www.twilio.com/docs/errors/${String(refusal.code)}`,
  });
}

/** What is wrong with a Messages request's form, as Twilio would say it; null when nothing. */
function formProblem(form: URLSearchParams): TwilioRefusal | null {
  const to = form.get('To');
  if (!to) return { status: 400, code: 21604, message: "A 'To' phone number is required." };
  if (!E164.test(to)) {
    return {
      status: 400,
      code: 21211,
      message: `The 'To' number ${to} is not a valid phone number.`,
    };
  }
  if (!form.get('Body')) return { status: 400, code: 21602, message: 'Message body is required.' };
  const from = form.get('From');
  const service = form.get('MessagingServiceSid');
  if ((from === null) === (service === null)) {
    return {
      status: 400,
      code: 21603,
      message: "A 'From' phone number or a 'MessagingServiceSid' is required, not both.",
    };
  }
  if (from !== null && !E164.test(from)) {
    return { status: 400, code: 21212, message: `The 'From' number ${from} is not valid.` };
  }
  if (service !== null && !/^MG[0-9a-f]{32}$/.test(service)) {
    return { status: 400, code: 21701, message: 'The Messaging Service Sid is invalid.' };
  }
  return null;
}

/**
 * A Twilio-compatible Messages API on 127.0.0.1 (issue #30: never a mock of the library): POST
 * /2010-04-01/Accounts/{sid}/Messages.json with HTTP basic auth (account SID and auth token) and
 * a form of To, Body and From or MessagingServiceSid, answered as Twilio does: 201 with a `sid`
 * and `status: queued`, or Twilio's error body (401 code 20003 for wrong credentials, 400 for a
 * bad form, or the refusal a test sets). GET on the same path lists the texts accepted (Twilio's
 * list, filtered by To, From and DateSent>): the outbox looks there before sending a text again
 * (issue #40), end-to-end tests read them from their own process.
 */
export async function startTwilioServer(): Promise<TwilioServer> {
  const accountSid = sidOf('AC');
  const authToken = randomBytes(16).toString('hex');
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messages: TwilioMessage[] = [];
  const rejected: string[] = [];
  const waiters = new Set<() => void>();
  let refusal: TwilioRefusal | null = null;
  let listRefusal: TwilioRefusal | null = null;
  let queueing = false;
  const lists: TwilioServer['lists'] = [];
  let holding = false;
  let held = 0;
  let delayMs = 0;
  const received: TwilioServer['received'] = [];

  /**
   * Twilio's Messages list, newest first: filtered by To, From and `DateSent>` (on or after that
   * day, or instant), one page of Twilio's shape (the official client reads it).
   */
  function list(request: IncomingMessage, response: ServerResponse) {
    if (listRefusal) return refuse(response, listRefusal);
    const query = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams;
    const to = query.get('To');
    const from = query.get('From');
    const after = query.get('DateSent>');
    const since = after ? Date.parse(after) : Number.NEGATIVE_INFINITY;
    const listed = messages
      .filter(
        (message) =>
          (!to || message.to === to) &&
          (!from || message.from === from) &&
          (!after || (!message.queued && message.receivedAt >= since)),
      )
      .reverse()
      .map((message) => {
        const date = new Date(message.receivedAt).toUTCString();
        return {
          sid: message.sid,
          account_sid: accountSid,
          to: message.to,
          from: message.from,
          messaging_service_sid: message.messagingServiceSid,
          body: message.body,
          status: message.queued ? 'queued' : 'sent',
          direction: 'outbound-api',
          date_created: date,
          date_sent: message.queued ? null : date,
        };
      });
    lists.push({ to, from, after });
    answer(response, 200, {
      messages: listed,
      page: 0,
      page_size: listed.length,
      next_page_uri: null,
    });
  }

  function handle(
    request: IncomingMessage,
    response: ServerResponse,
    raw: string,
    receivedAt: number,
  ) {
    const path = MESSAGES_PATH.exec((request.url ?? '').split('?')[0] ?? '');
    if (request.method === 'GET' && path && request.headers.authorization === expectedAuth) {
      return list(request, response);
    }
    if (request.method !== 'POST' || !path) {
      rejected.push(`${request.method ?? '?'} ${request.url ?? '?'}`);
      return refuse(response, {
        status: 404,
        code: 20404,
        message: 'The requested resource was not found',
      });
    }
    if (request.headers.authorization !== expectedAuth || path[1] !== accountSid) {
      rejected.push('credentials');
      return refuse(response, { status: 401, code: 20003, message: 'Authenticate' });
    }
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      rejected.push(`content-type ${request.headers['content-type'] ?? '(none)'}`);
      return refuse(response, { status: 400, code: 20001, message: 'Expected a form' });
    }
    if (refusal) return refuse(response, refusal);
    const form = new URLSearchParams(raw);
    const problem = formProblem(form);
    if (problem) {
      rejected.push(problem.message);
      return refuse(response, problem);
    }
    const message: TwilioMessage = {
      sid: sidOf('SM'),
      to: form.get('To') ?? '',
      body: form.get('Body') ?? '',
      from: form.get('From'),
      messagingServiceSid: form.get('MessagingServiceSid'),
      statusCallback: form.get('StatusCallback'),
      receivedAt,
      queued: queueing,
    };
    messages.push(message);
    answer(response, 201, {
      sid: message.sid,
      account_sid: accountSid,
      to: message.to,
      from: message.from,
      messaging_service_sid: message.messagingServiceSid,
      body: message.body,
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
    });
    for (const wake of [...waiters]) wake();
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const at = Date.now();
      if (request.method === 'POST') {
        received.push({ at, to: new URLSearchParams(raw).get('To') ?? '' });
      }
      if (holding && request.method === 'POST') {
        held += 1;
        return;
      }
      if (delayMs === 0) handle(request, response, raw, at);
      else setTimeout(() => handle(request, response, raw, at), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${String(port)}`;

  return {
    url,
    accountSid,
    authToken,
    env: (from = TWILIO_TEST_FROM) => ({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: from,
      TWILIO_API_URL: url,
    }),
    messages,
    rejected,
    received,
    get held() {
      return held;
    },
    refuseWith: (next) => (refusal = next),
    refuseListWith: (next) => (listRefusal = next),
    lists,
    hold: (on) => (holding = on),
    queue: (on) => (queueing = on),
    answerAfter: (ms) => (delayMs = ms),
    waitForMessages(count, to, timeoutMs = 10_000) {
      const matching = () => messages.filter((message) => !to || message.to === to);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (matching().length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(matching());
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const got = String(matching().length);
          reject(new Error(`Expected ${String(count)} texts${to ? ` to ${to}` : ''}, got ${got}`));
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
