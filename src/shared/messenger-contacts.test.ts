import { describe, expect, it } from 'vitest';
import { mayShareConversation, messengerContactRoles, type MaybeRole } from './permissions.js';

describe('who may message whom', () => {
  it('lets staff reach everyone with a messenger role', () => {
    for (const role of ['admin', 'supervisor', 'dispatch'] as const) {
      expect(messengerContactRoles(role)).toEqual([
        'admin',
        'supervisor',
        'dispatch',
        'customer',
        'guard',
      ]);
    }
  });

  it('lets a customer or a guard reach staff only', () => {
    expect(messengerContactRoles('customer')).toEqual(['admin', 'supervisor', 'dispatch']);
    expect(messengerContactRoles('guard')).toEqual(['admin', 'supervisor', 'dispatch']);
  });

  it('gives accounts without the messenger no one', () => {
    for (const role of ['user', null, undefined] satisfies MaybeRole[]) {
      expect(messengerContactRoles(role)).toEqual([]);
    }
  });

  it.each<[MaybeRole[], boolean]>([
    [['admin', 'customer'], true],
    [['dispatch', 'supervisor', 'admin'], true],
    [['admin', 'customer', 'dispatch'], true],
    [['customer', 'customer'], false],
    [['guard', 'customer'], false],
    [['admin', 'guard'], true],
    [['admin', 'customer', 'customer'], false],
    // Someone who lost the messenger receives nothing, so does not count.
    [['customer', 'admin', 'user', null], true],
  ])('decides whether %j may share a conversation: %s', (roles, allowed) => {
    expect(mayShareConversation(roles)).toBe(allowed);
  });
});
