import { describe, expect, it } from 'vitest';
import { GuardInputSchema, guardDisplayName } from './guards.js';
import { deptCodeKey, LocationInputSchema } from './locations.js';

describe('LocationInputSchema', () => {
  it('trims and requires both fields', () => {
    expect(LocationInputSchema.parse({ name: ' Gate ', deptCode: ' G1 ' })).toEqual({
      name: 'Gate',
      deptCode: 'G1',
    });
    const missing = LocationInputSchema.safeParse({ name: 'Gate', deptCode: ' ' });
    expect(missing.error?.issues[0]?.message).toBe('Please fill in all fields');
  });

  it('compares department codes trimmed and case-insensitively', () => {
    expect(deptCodeKey(' Ab-1 ')).toBe(deptCodeKey('aB-1'));
  });
});

describe('GuardInputSchema', () => {
  it('stores empty optional fields as null', () => {
    expect(
      GuardInputSchema.parse({ firstName: 'A', lastName: 'B', email: '', contactNumber: ' ' }),
    ).toEqual({
      firstName: 'A',
      lastName: 'B',
      contactNumber: null,
      email: null,
      guardCard: null,
      expDate: null,
    });
  });

  it('shows "Last, First"', () => {
    expect(guardDisplayName({ firstName: 'Ana', lastName: 'Diaz' })).toBe('Diaz, Ana');
  });
});
