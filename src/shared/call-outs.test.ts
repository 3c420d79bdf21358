import { describe, expect, it } from 'vitest';
import {
  CALL_OUT_REASONS,
  calledOutByText,
  callOutFromText,
  callOutText,
  GIVEN_CALL_OUT_REASONS,
  GUARD_CALL_OUT_REASONS,
  GuardCallOutSchema,
  OfficeCallOutSchema,
} from './call-outs.js';

describe('call-outs: one set of reasons for the office and the guards', () => {
  it('reads a free-text reason by its first word, else as other with the words kept', () => {
    expect(callOutFromText('Sick')).toEqual({ reason: 'sick', note: null });
    expect(callOutFromText('  sick  ')).toEqual({ reason: 'sick', note: null });
    expect(callOutFromText('Sick with flu')).toEqual({ reason: 'sick', note: 'Sick with flu' });
    expect(callOutFromText('Sick, fever since last night')).toEqual({
      reason: 'sick',
      note: 'Sick, fever since last night',
    });
    expect(callOutFromText('Family emergency')).toEqual({
      reason: 'family',
      note: 'Family emergency',
    });
    expect(callOutFromText('TRANSPORT: bus strike')).toEqual({
      reason: 'transport',
      note: 'TRANSPORT: bus strike',
    });
    expect(callOutFromText('No show')).toEqual({ reason: 'no-show', note: null });
    expect(callOutFromText('no-show, not answering')).toMatchObject({ reason: 'no-show' });
    // No guessing from words further in, nor from a word that only starts like a reason.
    expect(callOutFromText('Child is sick')).toEqual({ reason: 'other', note: 'Child is sick' });
    expect(callOutFromText('Car broke down')).toEqual({ reason: 'other', note: 'Car broke down' });
    expect(callOutFromText('Sickness')).toEqual({ reason: 'other', note: 'Sickness' });
    expect(callOutFromText('Familyday')).toEqual({ reason: 'other', note: 'Familyday' });
  });

  it("takes the guard's reason and note, or an older app's free text", () => {
    for (const reason of GIVEN_CALL_OUT_REASONS) {
      expect(GuardCallOutSchema.parse({ reason })).toEqual({ reason, note: null });
    }
    // Issue #39: 'time-off' is set by approving time off, never given: read as words.
    expect(GuardCallOutSchema.parse({ reason: 'time-off' })).toEqual({
      reason: 'other',
      note: 'time-off',
    });
    expect(GuardCallOutSchema.parse({ reason: 'sick', note: '  fever ' })).toEqual({
      reason: 'sick',
      note: 'fever',
    });
    expect(GuardCallOutSchema.parse({ reason: 'Flat tyre' })).toEqual({
      reason: 'other',
      note: 'Flat tyre',
    });
    expect(GuardCallOutSchema.parse({ reason: 'Sick with flu', note: 'since noon' })).toEqual({
      reason: 'sick',
      note: 'Sick with flu \u2013 since noon',
    });
    expect(GuardCallOutSchema.safeParse({ reason: ' ' }).error?.issues[0]?.message).toBe(
      "Please say why you can't make it",
    );
    expect(GuardCallOutSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });

  it("checks the office's call-out: a guard, one of the reasons, an optional note", () => {
    expect(OfficeCallOutSchema.parse({ guardId: 'g1', reason: 'no-show', note: ' ' })).toEqual({
      guardId: 'g1',
      reason: 'no-show',
      note: null,
    });
    const noReason = OfficeCallOutSchema.safeParse({ guardId: 'g1', reason: 'bored' });
    expect(noReason.error?.issues[0]?.message).toBe('Choose a reason');
    const timeOff = OfficeCallOutSchema.safeParse({ guardId: 'g1', reason: 'time-off' });
    expect(timeOff.error?.issues[0]?.message).toBe('Choose a reason');
    const noGuard = OfficeCallOutSchema.safeParse({ reason: 'sick' });
    expect(noGuard.error?.issues[0]?.message).toBe('Choose who called out');
    expect(
      OfficeCallOutSchema.safeParse({ guardId: 'g1', reason: 'sick', note: 'n'.repeat(501) }).error
        ?.issues[0]?.message,
    ).toBe('The note can be at most 500 characters');
  });

  it("keeps approved time off apart: labelled, never a reason given, the office's decision (issue #39)", () => {
    expect(CALL_OUT_REASONS).toEqual([...GIVEN_CALL_OUT_REASONS, 'time-off']);
    expect(GUARD_CALL_OUT_REASONS).not.toContain('time-off');
    expect(callOutText('time-off', null)).toBe('Time off');
    expect(calledOutByText('time-off', 'Sam Lead')).toBe(' (approved by Sam Lead)');
    expect(calledOutByText('sick', 'Sam Lead')).toBe(' (told Sam Lead)');
    expect(calledOutByText('sick', null)).toBe('');
  });

  it('says why in one line, without repeating the reason', () => {
    expect(callOutText('sick', null)).toBe('Sick');
    expect(callOutText('transport', 'flat tyre')).toBe('Transport: flat tyre');
    expect(callOutText('sick', 'Sick with flu')).toBe('Sick with flu');
    expect(callOutText('no-show', null)).toBe('No-show');
    expect(callOutText('other', 'Flat tyre')).toBe('Flat tyre');
    expect(callOutText('other', null)).toBe('Other');
    expect(callOutText(null, null)).toBe('');
    // A reason that is none of the set (a row never migrated) is shown as it is.
    expect(callOutText('Flat tyre', null)).toBe('Flat tyre');
  });
});
