import { describe, expect, it } from 'vitest';
import {
  latestContactByGuard,
  LogContactSchema,
  phoneText,
  telHref,
  type ShiftContact,
} from './shift-contacts.js';

const contact = (guardId: string | null, contactedAt: string): ShiftContact => ({
  id: `${String(guardId)}-${contactedAt}`,
  requestId: 'r1',
  guardId,
  guardName: 'Soto, Kim',
  channel: 'call',
  outcome: 'no-answer',
  contactedByName: 'Dana Desk',
  contactedAt,
});

describe('calls logged from Find cover', () => {
  it('takes a call with one of four outcomes', () => {
    expect(
      LogContactSchema.parse({ guardId: 'g1', channel: 'call', outcome: 'left-message' }),
    ).toEqual({ guardId: 'g1', channel: 'call', outcome: 'left-message' });
    expect(
      LogContactSchema.safeParse({ guardId: 'g1', channel: 'call', outcome: 'maybe' }).error
        ?.issues[0]?.message,
    ).toBe('Choose what came of the call');
    expect(
      LogContactSchema.safeParse({ guardId: 'g1', channel: 'fax', outcome: 'accepted' }).success,
    ).toBe(false);
  });

  it("keeps each guard's newest call", () => {
    const latest = latestContactByGuard([
      contact('g1', '2026-11-20T10:00:00.000Z'),
      contact('g1', '2026-11-20T11:00:00.000Z'),
      contact('g2', '2026-11-20T09:00:00.000Z'),
      contact(null, '2026-11-20T12:00:00.000Z'),
    ]);
    expect(latest.get('g1')?.contactedAt).toBe('2026-11-20T11:00:00.000Z');
    expect(latest.get('g2')?.contactedAt).toBe('2026-11-20T09:00:00.000Z');
    expect(latest.size).toBe(2);
  });

  it('shows a number as people read it and dials its digits', () => {
    expect(phoneText('+12135550123')).toBe('(213) 555-0123');
    expect(phoneText('+442071838750')).toBe('+442071838750');
    expect(phoneText('(213) 555-0123')).toBe('(213) 555-0123');
    expect(telHref('+12135550123')).toBe('tel:+12135550123');
    expect(telHref('(213) 555-0123')).toBe('tel:2135550123');
  });
});
