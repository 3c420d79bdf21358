import { describe, expect, it } from 'vitest';
import { homePath, paths } from './paths';

describe("where a role's day starts", () => {
  it('sends a guard to My Shifts, a dispatcher on a phone to the board, the rest to the dashboard', () => {
    expect(homePath('guard')).toBe(paths.myShifts);
    expect(homePath('guard', true)).toBe(paths.myShifts);
    expect(homePath('dispatch', true)).toBe(paths.openShifts);
    expect(homePath('dispatch')).toBe(paths.coverage);
    for (const role of ['admin', 'supervisor', 'customer'] as const) {
      expect(homePath(role, true)).toBe(paths.coverage);
    }
  });
});
