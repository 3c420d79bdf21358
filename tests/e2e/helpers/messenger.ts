import type { Locator, Page } from '@playwright/test';
import { removeConversationsOf, type Account } from '../support/accounts';
import { expect } from '../support/fixtures';
import { ORIGIN_HEADERS } from '../support/server';
import type { Role } from '../../../src/shared/permissions';
import { uniqueTag } from './reference-data';
import { mainNav } from './ui';
import { test as base } from './users';

/**
 * Messenger test data and screens. The e2e database is shared, so each test names its people with
 * a tag of its own and finds them by those names; the accounts are fresh, so their lists hold only
 * what the test made.
 */

/** The people of a test: Avery (signed in on `page`), Blair and, when asked for, Casey. */
interface CastRoles {
  avery: Role;
  blair: Role;
  casey?: Role;
}
type Cast<R extends CastRoles> = { tag: string; avery: Account; blair: Account } & (R extends {
  casey: Role;
}
  ? { casey: Account }
  : object);

export const test = base.extend<{
  /** Fresh accounts named with a tag of the test's own (Stone, Reyes, Park + tag). */
  cast: <R extends CastRoles>(roles: R) => Promise<Cast<R>>;
}>({
  // Overrides makeAccount (and with it signInAs) so that the accounts' conversations go first:
  // removing the accounts alone leaves the conversations and messages behind, with nobody in them.
  makeAccount: async ({ makeAccount }, use) => {
    const made: string[] = [];
    await use(async (options) => {
      const account = await makeAccount(options);
      made.push(account.id);
      return account;
    });
    await removeConversationsOf(made);
  },
  cast: async ({ signInAs, makeAccount }, use) => {
    await use(async <R extends CastRoles>(roles: R) => {
      const tag = uniqueTag();
      const avery = await signInAs(roles.avery, { firstName: 'Avery', lastName: `Stone${tag}` });
      const blair = await makeAccount({
        role: roles.blair,
        firstName: 'Blair',
        lastName: `Reyes${tag}`,
      });
      const casey = roles.casey
        ? await makeAccount({ role: roles.casey, firstName: 'Casey', lastName: `Park${tag}` })
        : undefined;
      return { tag, avery, blair, ...(casey ? { casey } : {}) } as Cast<R>;
    });
  },
});

/** What an empty conversation list and an empty conversation say. */
export const EMPTY_LIST = 'No conversations yet';
export const EMPTY_CONVERSATION = 'No messages yet. Say hello!';
/** The green dot's accessible name. */
export const ONLINE = { name: 'Online', exact: true } as const;

/** A message's time, 'h:mm a' (spec section 9). */
const MESSAGE_TIME = String.raw`\d{1,2}:\d{2} [AP]M`;

/** A conversation's last activity in the list, 'MMM d, h:mm a' (spec section 9). */
export const CONVERSATION_TIME = /[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M/;

/** How long a message or presence change may take to reach another browser. */
export const LIVE = { timeout: 3_000 };

/** 'First Last', as the messenger names a person. */
export function fullName(account: Account): string {
  return `${account.firstName} ${account.lastName}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);
}

/**
 * A message as the log shows it: the sender's name for others' messages, the text, then the time
 * ('You · 3:05 PM' for mine). Whitespace in the text may be a line break.
 */
export function messageLine(content: string, from: Account | 'me'): RegExp {
  const text = content
    .split(/\s+/)
    .map(escapeRegExp)
    .join(String.raw`\s+`);
  const sender = from === 'me' ? '' : escapeRegExp(fullName(from));
  const meta = from === 'me' ? `You · ${MESSAGE_TIME}` : MESSAGE_TIME;
  return new RegExp(`^${sender}${text}${meta}$`);
}

/** The list of my conversations. */
export function conversationList(page: Page): Locator {
  return page.getByRole('list', { name: 'Conversations' });
}

/** A conversation's row, found by the other participants' names exactly ('Blair Reyes, ...'). */
export function conversationRow(page: Page, title: string): Locator {
  return conversationList(page)
    .getByRole('listitem')
    .filter({
      has: page.getByRole('button', { name: `Delete conversation with ${title}`, exact: true }),
    });
}

/** The row's main button, which opens the conversation (its name starts with the title). */
export function rowButton(page: Page, title: string): Locator {
  return conversationRow(page, title).getByRole('button', {
    name: new RegExp(`^${escapeRegExp(title)}`),
  });
}

/** The open conversation. */
export function conversationPane(page: Page, title: string): Locator {
  return page.getByRole('region', { name: `Conversation with ${title}`, exact: true });
}

/** The messages of the open conversation, oldest first. */
export function messageLog(pane: Locator): Locator {
  return pane.getByRole('log', { name: 'Messages' });
}

export function composer(pane: Locator): Locator {
  return pane.getByRole('textbox', { name: 'Message' });
}

/** Opens a conversation from the list and waits for its pane. */
export async function openConversation(page: Page, title: string): Promise<Locator> {
  await rowButton(page, title).click();
  const pane = conversationPane(page, title);
  await expect(pane).toBeVisible();
  return pane;
}

/** Types a message and sends it with Enter; the box empties at once. */
export async function sendMessage(pane: Locator, content: string): Promise<void> {
  const box = composer(pane);
  await box.fill(content);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

/** Opens Start New Chat and narrows the people to those whose name or email holds `search`. */
export async function openNewChat(page: Page, search: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Start New Chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start New Chat' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Find a person' }).fill(search);
  return dialog;
}

/** A person's entry in Start New Chat. */
export function personEntry(dialog: Locator, person: Account): Locator {
  return dialog
    .getByRole('list', { name: 'People' })
    .getByRole('listitem')
    .filter({ hasText: person.email });
}

/**
 * Starts (or reopens) a one-to-one chat with `person` through Start New Chat and waits for its
 * pane: the previous conversation's pane may still be on screen for a moment.
 */
export async function startChat(page: Page, search: string, person: Account): Promise<Locator> {
  const dialog = await openNewChat(page, search);
  await dialog.getByRole('button', { name: `Chat with ${fullName(person)}`, exact: true }).click();
  await expect(dialog).toBeHidden();
  const pane = conversationPane(page, fullName(person));
  await expect(pane).toBeVisible();
  return pane;
}

/** The header's Messenger link (desktop bar), named with the unread count when there is one. */
export function messengerLink(page: Page, unread = 0): Locator {
  const name = unread > 0 ? `Messenger ${String(unread)} unread` : 'Messenger';
  return mainNav(page).getByRole('link', { name, exact: true });
}

/**
 * Starts a conversation through the API as the page's user (test set-up); answers its id. One
 * other person makes a one-to-one chat, several a group.
 */
export async function startChatThroughApi(as: Page, others: Account[]): Promise<string> {
  const response = await as.request.post('/api/conversations', {
    data: { participantIds: others.map(({ id }) => id) },
    headers: ORIGIN_HEADERS,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Sends a message through the API as the page's user (test set-up). */
export async function sendThroughApi(as: Page, conversationId: string, content: string) {
  const response = await as.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { content },
    headers: ORIGIN_HEADERS,
  });
  expect(response.status(), await response.text()).toBe(201);
}
