import { describe, expect, it } from 'vitest';
import type { Guard } from '../../../shared/guards';
import { byFirstName, countNeedingAttention, guardFullName, matchesSearch } from './guard-filters';

const guard = (firstName: string, lastName: string, expDate: string | null = null): Guard => ({
  id: `${firstName}-${lastName}`,
  firstName,
  lastName,
  contactNumber: null,
  email: null,
  guardCard: null,
  expDate,
  version: 1,
});

describe('guard filters', () => {
  it('finds a guard by words of the name, whatever their order and case', () => {
    const jo = guard('Jo', 'Smith');
    expect(matchesSearch(jo, '')).toBe(true);
    expect(matchesSearch(jo, '  smi ')).toBe(true);
    expect(matchesSearch(jo, 'SMITH jo')).toBe(true);
    expect(matchesSearch(jo, 'jo smyth')).toBe(false);
  });

  it('counts expired and expiring cards, not valid or missing ones', () => {
    const guards = [
      guard('A', 'Expired', '2026-03-01'),
      guard('B', 'Today', '2026-03-10'),
      guard('C', 'Soon', '2026-04-09'),
      guard('D', 'Later', '2026-04-10'),
      guard('E', 'None'),
    ];
    expect(countNeedingAttention(guards, '2026-03-10')).toBe(3);
  });

  it('sorts by first name, then last name, ignoring case', () => {
    const sorted = [guard('bob', 'Z'), guard('Amy', 'B'), guard('Bob', 'A')].sort(byFirstName);
    expect(sorted.map(guardFullName)).toEqual(['Amy B', 'Bob A', 'bob Z']);
  });
});
