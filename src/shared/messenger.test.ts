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
} from './messenger.js';

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
