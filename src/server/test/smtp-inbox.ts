import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the SMTP server accepted: the envelope and the message as it was sent. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: Buffer[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Buffer.from(hex, 'hex'));
      index += 2;
    } else {
      bytes.push(Buffer.from(joined[index] ?? ''));
    }
  }
  return Buffer.concat(bytes).toString('utf8');
}

/** Reads a single-part text message: its headers (unfolded, names in lower case) and text. */
export function parseMail(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { headers, text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

export interface SmtpInbox {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The user names and passwords clients signed in with. */
  logins: { username: string; password: string }[];
  /** Resolves once `count` messages have arrived in all. */
  waitForMail(count: number): Promise<ReceivedMail[]>;
  /**
   * Holds the messages that arrive: their data is read but never accepted (no 250), as a server
   * cut off before it took them; a crash test kills the sender meanwhile. False accepts again.
   */
  hold(on: boolean): void;
  /** Messages that arrived while held. */
  readonly held: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that keeps every message: no TLS, signing in
 * optional (any user name and password is accepted, and noted).
 */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const logins: SmtpInbox['logins'] = [];
  const waiters: (() => void)[] = [];
  let holding = false;
  let held = 0;
  const server = new SMTPServer({
    authOptional: true,
    // No TLS on 127.0.0.1, so signing in goes in the clear: allowed here.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth({ username, password }, _session, callback) {
      logins.push({ username: username ?? '', password: password ?? '' });
      callback(null, { user: username });
    },
    onData(stream, session, callback) {
      if (holding) {
        held += 1;
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, text } = parseMail(Buffer.concat(chunks).toString('utf8'));
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((recipient) => recipient.address),
          headers,
          subject: decodeWords(headers.get('subject') ?? ''),
          text,
        });
        callback();
        for (const wake of waiters.splice(0)) wake();
      });
    },
  });
  // A client that goes away mid-session (a crash test kills its sender) resets the connection:
  // the session ends, and that is no failure of the inbox.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    received,
    logins,
    async waitForMail(count) {
      while (received.length < count) {
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
      return received;
    },
    hold: (on) => (holding = on),
    get held() {
      return held;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
