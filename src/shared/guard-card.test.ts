import { describe, expect, it } from 'vitest';
import { cardStatus, cardStatusLabel } from './guard-card.js';

describe('cardStatus', () => {
  const today = '2026-11-22';
  it.each([
    [null, { kind: 'none' }],
    ['2026-11-21', { kind: 'expired' }],
    ['2025-01-01', { kind: 'expired' }],
    ['2026-11-22', { kind: 'expiring', days: 0 }],
    ['2026-11-23', { kind: 'expiring', days: 1 }],
    ['2026-12-22', { kind: 'expiring', days: 30 }],
    ['2026-12-23', { kind: 'valid' }],
  ] as const)('%s → %j', (expDate, expected) => {
    expect(cardStatus(expDate, today)).toEqual(expected);
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(cardStatus('2027-03-30', '2027-03-01')).toEqual({ kind: 'expiring', days: 29 });
  });

  it('labels cards that need attention', () => {
    expect(cardStatusLabel({ kind: 'expired' })).toBe('Expired');
    expect(cardStatusLabel({ kind: 'expiring', days: 12 })).toBe('Expires in 12 days');
    expect(cardStatusLabel({ kind: 'expiring', days: 1 })).toBe('Expires in 1 day');
    expect(cardStatusLabel({ kind: 'expiring', days: 0 })).toBe('Expires today');
    expect(cardStatusLabel({ kind: 'valid' })).toBeNull();
    expect(cardStatusLabel({ kind: 'none' })).toBeNull();
  });
});
