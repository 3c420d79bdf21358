import { describe, expect, it } from 'vitest';
import {
  heldReason,
  TEXT_LINK_INTERVAL_MS,
  TextCapsPatchSchema,
  textLinkTooSoon,
} from './text-caps.js';

describe('caps on texts (issue #40)', () => {
  it('says why a text was held, by the cap it met', () => {
    expect(heldReason({ cap: 'number', number: '+1 916 555 0142', count: 20, limit: 20 })).toBe(
      'Held: +1 916 555 0142 had 20 texts in the last 24 hours (cap 20)',
    );
    expect(heldReason({ cap: 'account', accountName: 'Dana Desk', count: 300, limit: 300 })).toBe(
      'Held: Dana Desk caused 300 texts in the last hour (cap 300)',
    );
    expect(heldReason({ cap: 'company', count: 2000, limit: 2000 })).toBe(
      'Held: the company had 2,000 texts in the last 24 hours (cap 2,000)',
    );
  });

  it('tells a second Text the link when it may go, in whole minutes rounded up', () => {
    const last = new Date('2026-11-29T02:00:00Z');
    const at = (ms: number) => new Date(last.getTime() + ms);
    expect(textLinkTooSoon('Kim Soto', last, at(10_000))).toBe(
      'Kim Soto was texted the link less than a minute ago: you can text it again in 10 minutes',
    );
    expect(textLinkTooSoon('Kim Soto', last, at(TEXT_LINK_INTERVAL_MS - 1))).toBe(
      'Kim Soto was texted the link 9 minutes ago: you can text it again in 1 minute',
    );
  });

  it('takes whole numbers in range only', () => {
    expect(TextCapsPatchSchema.safeParse({ textsPerNumberPerDay: 1 }).success).toBe(true);
    for (const value of [0, 1.5, 1001, '20', null]) {
      expect(TextCapsPatchSchema.safeParse({ textsPerNumberPerDay: value }).success).toBe(false);
    }
    expect(TextCapsPatchSchema.safeParse({ textsPerCompanyPerDay: 1_000_000 }).success).toBe(true);
  });
});
