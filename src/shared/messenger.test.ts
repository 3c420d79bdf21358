import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chatUserName,
  conversationTitle,
  CreateConversationSchema,
  GROUP_MAX_OTHERS,
  MESSAGE_MAX,
  MESSAGES_PAGE,
  MessagesQuerySchema,
  SendMessageSchema,
  ConversationSchema,
  CreatedConversationSchema,
  DELETED_USER,
  DirectoryEntrySchema,
  MessagesPageSchema,
} from './messenger.js';
import { codePoints, hostileString, hostileValue, keptText } from './test/arbitraries.js';
import {
  ZOD_DEFAULT,
  expectListRequired,
  expectRefusal,
  expectRequestSchema,
  expectResponseShape,
} from './test/schema-checks.js';

/** The first message a failed parse reports, as the server's 400 and the composer show it. */
function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe('SendMessageSchema', () => {
  it('trims the content', () => {
    expect(SendMessageSchema.parse({ content: '  On my way \n' })).toEqual({
      content: 'On my way',
    });
  });

  it.each(['', '   ', '\n\t \n'])('refuses empty or whitespace-only content (%j)', (content) => {
    expect(firstMessage(SendMessageSchema.safeParse({ content }))).toBe('Type a message first');
  });

  it('refuses missing content', () => {
    expect(firstMessage(SendMessageSchema.safeParse({}))).toBe('Type a message first');
  });

  it('takes 4000 characters, after trimming, and refuses 4001', () => {
    const longest = 'a'.repeat(MESSAGE_MAX);
    expect(SendMessageSchema.parse({ content: longest }).content).toHaveLength(4000);
    expect(SendMessageSchema.parse({ content: `  ${longest}  ` }).content).toBe(longest);
    expect(firstMessage(SendMessageSchema.safeParse({ content: `${longest}a` }))).toBe(
      'A message can be at most 4000 characters',
    );
  });
});

describe('CreateConversationSchema', () => {
  it('takes one person or several', () => {
    expect(CreateConversationSchema.parse({ participantIds: ['u1'] })).toEqual({
      participantIds: ['u1'],
    });
    expect(CreateConversationSchema.parse({ participantIds: ['u1', 'u2'] }).participantIds).toEqual(
      ['u1', 'u2'],
    );
  });

  it('refuses nobody, the same person twice, and too big a group', () => {
    expect(firstMessage(CreateConversationSchema.safeParse({ participantIds: [] }))).toBe(
      'Choose at least one person',
    );
    expect(firstMessage(CreateConversationSchema.safeParse({ participantIds: ['u1', 'u1'] }))).toBe(
      'Each person can be chosen once',
    );
    const tooMany = Array.from({ length: GROUP_MAX_OTHERS + 1 }, (_, n) => `u${String(n)}`);
    expect(firstMessage(CreateConversationSchema.safeParse({ participantIds: tooMany }))).toBe(
      'A group can have at most 51 people',
    );
    expect(CreateConversationSchema.safeParse({ participantIds: [''] }).success).toBe(false);
  });
});

describe('MessagesQuerySchema', () => {
  it('pages by MESSAGES_PAGE unless told, from the query string', () => {
    expect(MessagesQuerySchema.parse({})).toEqual({ limit: MESSAGES_PAGE });
    expect(MessagesQuerySchema.parse({ before: 'm1', limit: '20' })).toEqual({
      before: 'm1',
      limit: 20,
    });
  });

  it.each(['0', '101', '2.5', 'ten'])('refuses limit=%s', (limit) => {
    expect(MessagesQuerySchema.safeParse({ limit }).success).toBe(false);
  });
});

describe('names', () => {
  it("names a person 'First Last', and someone without a name 'Unnamed user'", () => {
    expect(chatUserName({ id: '1', firstName: 'Ana', lastName: 'Diaz' })).toBe('Ana Diaz');
    expect(chatUserName({ id: '2', firstName: 'Ana', lastName: '' })).toBe('Ana');
    expect(chatUserName({ id: '3', firstName: '', lastName: '' })).toBe('Unnamed user');
  });

  it('titles a conversation by the other participants, or says it is only me', () => {
    const ana = { id: '1', firstName: 'Ana', lastName: 'Diaz' };
    const ben = { id: '2', firstName: 'Ben', lastName: 'Oak' };
    expect(conversationTitle([ana])).toBe('Ana Diaz');
    expect(conversationTitle([ana, ben])).toBe('Ana Diaz, Ben Oak');
    expect(conversationTitle([])).toBe('Deleted user');
  });
});

const TYPE_FIRST = 'Type a message first';
const CHOOSE = 'Choose at least one person';

describe('SendMessageSchema: properties', () => {
  const messages = {
    '': [ZOD_DEFAULT],
    content: [TYPE_FIRST, `A message can be at most ${String(MESSAGE_MAX)} characters`],
  };

  it('gives trimmed, non-empty, bounded content or the app’s own messages', () => {
    const typed = fc.record({ content: fc.oneof(keptText(40), hostileValue) });
    expectRequestSchema(SendMessageSchema, typed, messages, ({ content }) => {
      expect(content).toBe(content.trim());
      expect(content).not.toBe('');
      expect(codePoints(content)).toBeLessThanOrEqual(MESSAGE_MAX);
    });
  });

  it('sends all visible text as typed, less the spaces around it', () => {
    fc.assert(
      fc.property(keptText(200), (text) => {
        expect(SendMessageSchema.parse({ content: `\n ${text} \t` })).toEqual({ content: text });
      }),
    );
  });
});

describe('CreateConversationSchema: properties', () => {
  const messages = {
    '': [ZOD_DEFAULT],
    participantIds: [
      CHOOSE,
      `A group can have at most ${String(GROUP_MAX_OTHERS + 1)} people`,
      'Each person can be chosen once',
      ZOD_DEFAULT,
    ],
  };
  const id = fc.oneof(fc.constantFrom('u1', 'u2', 'u3'), fc.uuid(), hostileString);

  it('takes 1 to 50 different people, and names what is wrong otherwise', () => {
    const chosen = fc.record({ participantIds: fc.array(id, { maxLength: GROUP_MAX_OTHERS + 2 }) });
    expectRequestSchema(CreateConversationSchema, chosen, messages, ({ participantIds: ids }) => {
      expect(ids.length).toBeGreaterThanOrEqual(1);
      expect(ids.length).toBeLessThanOrEqual(GROUP_MAX_OTHERS);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });

  it('asks to choose someone when nobody is sent, whatever the shape', () => {
    expectListRequired(CreateConversationSchema, 'participantIds', CHOOSE);
  });
});

describe('MessagesQuerySchema: properties', () => {
  it('reads a page size from the query string: 1 to 100, or the default page', () => {
    const limit = fc.oneof(fc.integer({ min: -5, max: 105 }).map(String), hostileString);
    const query = fc.record(
      { before: fc.oneof(fc.uuid(), hostileString), limit },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(query, (value) => {
        const result = MessagesQuerySchema.safeParse(value);
        if (!result.success)
          return expectRefusal(result.error, { before: [ZOD_DEFAULT], limit: [ZOD_DEFAULT] });
        const { limit: size } = result.data;
        expect(Number.isInteger(size)).toBe(true);
        expect(size).toBeGreaterThanOrEqual(1);
        expect(size).toBeLessThanOrEqual(100);
        if (value.limit === undefined) expect(size).toBe(MESSAGES_PAGE);
        else expect(size).toBe(Number(value.limit));
      }),
    );
  });
});

describe('response schemas', () => {
  const person = fc.record({ id: fc.uuid(), firstName: fc.string(), lastName: fc.string() });
  const time = fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  const message = fc.record({
    id: fc.uuid(),
    conversationId: fc.uuid(),
    senderId: fc.option(fc.uuid(), { nil: null }),
    senderName: fc.string(),
    content: hostileString,
    createdAt: time,
  });

  it('return what the messenger shows and nothing else that came with it', () => {
    expectResponseShape(
      MessagesPageSchema,
      fc.record({ messages: fc.array(message, { maxLength: 3 }), hasMore: fc.boolean() }),
    );
    expectResponseShape(
      ConversationSchema,
      fc.record({
        id: fc.uuid(),
        isGroup: fc.boolean(),
        participants: fc.array(person, { maxLength: 3 }),
        lastMessage: fc.option(message, { nil: null }),
        unread: fc.nat(),
        updatedAt: time,
      }),
    );
    expectResponseShape(
      CreatedConversationSchema,
      fc.record({ id: fc.uuid(), existing: fc.boolean() }),
    );
    expectResponseShape(
      DirectoryEntrySchema,
      person.chain((entry) => fc.emailAddress().map((email) => ({ ...entry, email }))),
    );
  });
});

describe('names in the messenger', () => {
  it('are never empty, whatever the names', () => {
    const person = fc.record({ id: fc.uuid(), firstName: hostileString, lastName: hostileString });
    fc.assert(
      fc.property(fc.array(person, { maxLength: 4 }), (people) => {
        for (const someone of people) expect(chatUserName(someone).trim()).not.toBe('');
        const title = conversationTitle(people);
        expect(title.trim()).not.toBe('');
        if (people.length === 0) expect(title).toBe(DELETED_USER);
      }),
    );
  });
});
