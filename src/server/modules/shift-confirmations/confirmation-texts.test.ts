import { describe, expect, it } from 'vitest';
import { gsmLength, segmentCount } from '../shift-offers/gsm-text.js';
import {
  plainText,
  reminderText,
  takenText,
  WRITTEN_SEGMENTS_MAX,
  type WrittenShift,
} from './confirmation-texts.js';

/** Issue #39: a guard without the app gets the shift in writing, address and note included. */
describe('the confirmation and reminder texts', () => {
  const shift: WrittenShift = {
    date: '2026-11-28',
    startTime: '18:00',
    endTime: '23:00',
    locationName: 'Valley Auto Auction',
    address: '1200 Main St, Springfield',
    guardNote: 'gate code 4411',
  };
  const taken = (changes: Partial<WrittenShift> = {}) =>
    takenText('CoverDesk', { ...shift, ...changes }, '2026-11-22');
  const reminder = (changes: Partial<WrittenShift> = {}) =>
    reminderText('CoverDesk', { ...shift, ...changes }, '4821', '2026-11-22');

  it('says the day, times, post, address and note, in one GSM-7 segment when short', () => {
    const text = taken();
    expect(text).toBe(
      'CoverDesk: You have the shift at Valley Auto Auction, Sat, Nov 28, 18:00-23:00. ' +
        '1200 Main St, Springfield. Note: gate code 4411.',
    );
    expect(segmentCount(text)).toBe(1);
  });

  it('tells a relief when they are expected, before the address', () => {
    expect(taken({ arriveBy: '19:40' })).toBe(
      'CoverDesk: You have the shift at Valley Auto Auction, Sat, Nov 28, 18:00-23:00. ' +
        'Be there by 19:40. 1200 Main St, Springfield. Note: gate code 4411.',
    );
  });

  it("names the company of the texts' settings", () => {
    expect(takenText('Bayview Security', shift, '2026-11-22')).toMatch(
      /^Bayview Security: You have the shift at Valley Auto Auction/,
    );
  });

  it('leaves out what the shift has not: times, address, note', () => {
    expect(taken({ address: null, guardNote: null })).toBe(
      'CoverDesk: You have the shift at Valley Auto Auction, Sat, Nov 28, 18:00-23:00.',
    );
    expect(taken({ startTime: null, endTime: null, address: null, guardNote: null })).toBe(
      'CoverDesk: You have the shift at Valley Auto Auction, Sat, Nov 28.',
    );
    // A year other than this one is said.
    expect(takenText('CoverDesk', shift, '2025-12-30')).toContain('Sat, Nov 28, 2026, 18:00');
  });

  it('ends the reminder with how to confirm', () => {
    const text = reminder();
    expect(text).toBe(
      'CoverDesk: Reminder: you have the shift at Valley Auto Auction, Sat, Nov 28, ' +
        '18:00-23:00. 1200 Main St, Springfield. Note: gate code 4411. Reply OK 4821 to confirm',
    );
    expect(text.endsWith('Reply OK 4821 to confirm')).toBe(true);
  });

  it('puts the note on one line and ends each sentence once', () => {
    expect(taken({ guardNote: 'Ask for Sam!\nBring ID.', address: '12 Dock Rd.' })).toBe(
      'CoverDesk: You have the shift at Valley Auto Auction, Sat, Nov 28, 18:00-23:00. ' +
        '12 Dock Rd. Note: Ask for Sam! Bring ID.',
    );
  });

  it("writes a word processor's punctuation as GSM-7 has it, so one quote does not make it UCS-2", () => {
    expect(plainText('Don\u2019t use the \u201cfront\u201d door \u2013 back\u2026')).toBe(
      'Don\'t use the "front" door - back...',
    );
    const text = taken({ guardNote: 'Don\u2019t park in front\u00a0of the gate' });
    expect(text).toContain("Note: Don't park in front of the gate.");
    expect(gsmLength(text)).not.toBeNull();
  });

  it('keeps a long note whole within three segments, and cuts a longer one at a word', () => {
    const long = `Sign in with the supervisor at the loading dock. ${'Check every door. '.repeat(8)}`;
    const whole = taken({ guardNote: long });
    expect(whole).toContain(`Note: ${long.trim()}`);
    expect(segmentCount(whole)).toBeGreaterThan(1);
    expect(segmentCount(whole)).toBeLessThanOrEqual(WRITTEN_SEGMENTS_MAX);

    const longest = `Sign in with the supervisor. ${'Check every door and window. '.repeat(20)}`;
    const cut = taken({ guardNote: longest });
    expect(segmentCount(cut)).toBe(WRITTEN_SEGMENTS_MAX);
    expect(cut).toMatch(/ Note: Sign in with the supervisor\. Check every door .*\w\.\.\.$/);
    // The address stays whole before the note is cut.
    expect(cut).toContain(' 1200 Main St, Springfield. Note:');
    // The reminder keeps its answer however the note is cut.
    const reminded = reminder({ guardNote: longest });
    expect(reminded.endsWith('... Reply OK 4821 to confirm')).toBe(true);
    expect(segmentCount(reminded)).toBe(WRITTEN_SEGMENTS_MAX);
  });

  it('counts a character GSM-7 lacks as the network does: the whole text in UCS-2, 201 at most', () => {
    const text = reminder({
      guardNote: `Ask for Łukasz at the gate. ${'Wear the vest. '.repeat(12)}`,
    });
    expect(gsmLength(text)).toBeNull();
    expect(text.length).toBeLessThanOrEqual(201);
    expect(text).toContain('Note: Ask for Łukasz at the gate.');
    expect(text.endsWith('Reply OK 4821 to confirm')).toBe(true);
  });

  it('never passes three segments, even with the longest post, address and note', () => {
    const huge: Partial<WrittenShift> = {
      locationName: 'Ł'.repeat(200),
      address: 'ż'.repeat(200),
      guardNote: 'ó'.repeat(500),
    };
    for (const text of [taken(huge), reminder(huge)]) {
      expect(segmentCount(text)).toBeLessThanOrEqual(WRITTEN_SEGMENTS_MAX);
      expect(text).toContain('Sat, Nov 28, 18:00-23:00.');
    }
    expect(reminder(huge).endsWith('Reply OK 4821 to confirm')).toBe(true);
    const noSpaces = taken({ guardNote: 'x'.repeat(500) });
    expect(noSpaces).not.toContain('Note:');
    expect(noSpaces).toContain('1200 Main St, Springfield.');
  });
});
