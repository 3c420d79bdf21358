import { describe, expect, it } from 'vitest';
import { ENTERING_STATE, isEntering } from './home-entry';

describe('entering the app at / (a dispatcher on a phone starts on the board, issue #30)', () => {
  it("counts the tab's first page without a month, and the sign-in's redirect", () => {
    expect(isEntering({ key: 'default', search: '', state: null })).toBe(true);
    expect(isEntering({ key: 'x1y2', search: '', state: ENTERING_STATE })).toBe(true);
  });

  it('does not count a tap on Coverage, a month in the address, or a reload of either', () => {
    expect(isEntering({ key: 'x1y2', search: '', state: null })).toBe(false);
    expect(isEntering({ key: 'default', search: '?month=2026-11', state: null })).toBe(false);
    expect(isEntering({ key: 'x1y2', search: '', state: { other: true } })).toBe(false);
  });
});
