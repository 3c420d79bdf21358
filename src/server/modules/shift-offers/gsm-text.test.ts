import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gsmLength, isOneSegment } from './gsm-text.js';

describe('how long a text is on a phone network (GSM-7)', () => {
  it('counts the basic set one a character and the extension table two', () => {
    expect(gsmLength('Park at the back gate.')).toBe(22);
    expect(gsmLength('Café, Ñoño & Ørsted @ 5$')).toBe(24);
    expect(gsmLength('[B]')).toBe(5);
    expect(gsmLength('{}|~^\\€')).toBe(14);
  });

  it('knows no length for a text GSM-7 cannot carry', () => {
    for (const text of ['👋', 'Łódź', '“quoted”', 'en – dash', 'back`tick', 'tab\there', 'ú']) {
      expect(gsmLength(text), text).toBeNull();
    }
  });

  it('is one segment up to 160 septets', () => {
    expect(isOneSegment('x'.repeat(160))).toBe(true);
    expect(isOneSegment('x'.repeat(161))).toBe(false);
    expect(isOneSegment(`${'x'.repeat(158)}[`)).toBe(true);
    expect(isOneSegment(`${'x'.repeat(159)}[`)).toBe(false);
    expect(isOneSegment('👋')).toBe(false);
  });

  it('never counts fewer septets than printable ASCII characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 200 }), (text) => {
        const length = gsmLength(text);
        if (length !== null) expect(length).toBeGreaterThanOrEqual(text.length);
      }),
    );
  });
});
