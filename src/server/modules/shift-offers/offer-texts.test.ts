import { describe, expect, it } from 'vitest';
import type { OfferedRequest } from './offer-rules.js';
import { offerText } from './offer-texts.js';

/** Issue #31: the note for the guard rides in the offer's text when it fits one segment. */
describe('the offer text and the note for the guard', () => {
  const request: OfferedRequest = {
    id: 'r',
    date: '2026-11-28',
    startTime: '06:00',
    endTime: '14:00',
    locationId: 'l',
    locationName: 'Bayview Plaza',
    assignedGuardName: null,
    assignedGuardId: null,
    calledOutGuardId: null,
    guardNote: 'Park at the back gate',
  };
  const text = (changes: Partial<OfferedRequest>, company = 'CoverDesk') =>
    offerText(company, { ...request, ...changes }, '4821', '2026-11-22');

  it('carries a short note before the answer, as one sentence', () => {
    expect(text({})).toBe(
      'CoverDesk: open shift Sat Nov 28 06:00-14:00 at Bayview Plaza. Note: Park at the back ' +
        'gate. Reply YES 4821 to take it or NO 4821 to pass.',
    );
    expect(text({ guardNote: 'Ask for Sam!\nBring ID.' })).toContain(
      'Bayview Plaza. Note: Ask for Sam! Bring ID. Reply YES 4821',
    );
  });

  it('leaves the note out when the text would pass one segment, and keeps the post whole', () => {
    const long = 'Use the loading dock entrance on 5th Street and sign in with the supervisor';
    const shown = text({ guardNote: long }, 'Bayview Security Services');
    expect(shown).toBe(
      'Bayview Security Services: open shift Sat Nov 28 06:00-14:00 at Bayview Plaza. Reply ' +
        'YES 4821 to take it or NO 4821 to pass.',
    );
    // With this company's name a note of 28 characters is the most that fits: exactly 160.
    const fits = text({ guardNote: 'Use the dock entrance on 5th' }, 'Bayview Security Services');
    expect(fits).toContain('Bayview Plaza. Note: Use the dock entrance on 5th. Reply YES');
    expect(fits.length).toBe(160);
    const over = text({ guardNote: 'Use the dock entrance on 15th' }, 'Bayview Security Services');
    expect(over).not.toContain('Note:');
    expect(over.length).toBeLessThan(160);
  });

  it('counts the note as the network does: GSM-7 letters one, its extension two, others not at all', () => {
    // Accented letters of GSM-7's basic set and brackets of its extension keep one segment.
    expect(text({ guardNote: 'Café on the corner' })).toContain('Note: Café on the corner.');
    expect(text({ guardNote: 'Gate [B] ~ north' })).toContain('Note: Gate [B] ~ north.');
    // One character GSM-7 lacks would send all of it as UCS-2 (70 a segment): the note stays out.
    for (const note of ['Wave 👋', 'Ask for Łukasz', 'Use the “side” door', 'Bring ID`s']) {
      const shown = text({ guardNote: note });
      expect(shown, note).not.toContain('Note:');
      expect(shown, note).toMatch(/^[\x20-\x7e]+$/);
    }
    expect(text({ guardNote: '   ' })).not.toContain('Note:');
  });

  it('leaves the note out when the company or the post already needs UCS-2', () => {
    expect(text({ locationName: 'Łódź Depot' })).toBe(
      'CoverDesk: open shift Sat Nov 28 06:00-14:00 at Łódź Depot. Reply YES 4821 to take it ' +
        'or NO 4821 to pass.',
    );
  });

  it('counts the extension table twice: a note that would fit by characters may not', () => {
    // 28 plain characters fit exactly (above); with two brackets the same length is two over.
    const fits = text({ guardNote: 'Use the dock entrance on 5th' }, 'Bayview Security Services');
    expect(fits.length).toBe(160);
    const brackets = text(
      { guardNote: 'Use the dock [entrance] 5th' },
      'Bayview Security Services',
    );
    expect(brackets).not.toContain('Note:');
  });

  it('never carries the office’s own notes: a request has no way to give them', () => {
    expect(Object.keys(request)).not.toContain('notes');
    expect(text({ guardNote: null })).toBe(
      'CoverDesk: open shift Sat Nov 28 06:00-14:00 at Bayview Plaza. Reply YES 4821 to take ' +
        'it or NO 4821 to pass.',
    );
  });

  it('writes the year of a shift in another year', () => {
    expect(
      offerText('CoverDesk', { ...request, date: '2027-01-02' }, '4821', '2026-12-30'),
    ).toMatch(/^CoverDesk: open shift Sat Jan 2, 2027 06:00-14:00 at Bayview Plaza\./);
  });
});
