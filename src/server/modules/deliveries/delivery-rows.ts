import { deliveryState, type Delivery } from '../../../shared/deliveries.js';

/** An unsent outbox row, as the Deliveries screen reads it. */
export interface UnsentRow {
  id: string;
  channel: Delivery['channel'];
  payload: string;
  status: 'pending' | 'sending' | 'failed' | 'held';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  attemptedAt: string | null;
  nextAttemptAt: string;
}

/** An account as a push's recipient is named. */
export interface NamedAccount {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

const SUMMARY_MAX = 120;
const cut = (text: string) =>
  text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;

/** What a row's payload says (outbox/outbox-messages.ts), read leniently, as every field may lack. */
interface LoosePayload {
  userIds?: unknown;
  to?: unknown;
  body?: unknown;
  message?: { to?: unknown; subject?: unknown; title?: unknown };
}

function readPayload(payload: string): LoosePayload {
  try {
    const parsed: unknown = JSON.parse(payload);
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The accounts a push row is for. */
export function pushAccounts(row: Pick<UnsentRow, 'channel' | 'payload'>): string[] {
  if (row.channel !== 'push') return [];
  const { userIds } = readPayload(row.payload);
  return Array.isArray(userIds) ? userIds.filter((id): id is string => typeof id === 'string') : [];
}

function accountName(account: NamedAccount | undefined): string {
  if (!account) return 'A deleted account';
  return `${account.firstName ?? ''} ${account.lastName ?? ''}`.trim() || account.email;
}

/** The row as the screen shows it: who it is for and what it says, in a few words. */
export function toDelivery(row: UnsentRow, accounts: ReadonlyMap<string, NamedAccount>): Delivery {
  const payload = readPayload(row.payload);
  let recipient: string;
  let summary: string;
  if (row.channel === 'push') {
    const ids = pushAccounts(row);
    const [first] = ids;
    const others = ids.length - 1;
    recipient =
      first === undefined
        ? 'No account'
        : `${accountName(accounts.get(first))}${others > 0 ? ` and ${String(others)} more` : ''}`;
    summary = text(payload.message?.title);
  } else if (row.channel === 'mail') {
    recipient = text(payload.message?.to);
    summary = text(payload.message?.subject);
  } else {
    recipient = text(payload.to);
    summary = text(payload.body);
  }
  const state = deliveryState(row);
  return {
    id: row.id,
    channel: row.channel,
    recipient: recipient || 'Unknown',
    summary: cut(summary),
    state,
    reason: row.lastError,
    attempts: row.attempts,
    createdAt: row.createdAt,
    lastTriedAt: row.attemptedAt,
    nextAttemptAt:
      state === 'failed' || state === 'held' || row.status === 'sending' ? null : row.nextAttemptAt,
  };
}
