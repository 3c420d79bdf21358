import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  can,
  hasActiveRole,
  parseRole,
  PERMISSIONS,
  ROLES,
  roleLabel,
  type Permission,
} from './permissions.js';
import { hostileString, hostileValue } from './test/arbitraries.js';

describe('permissions', () => {
  it('knows exactly the six roles', () => {
    expect(ROLES).toEqual(['admin', 'supervisor', 'dispatch', 'user', 'customer', 'guard']);
  });

  it.each([
    ['coverage:view', ['admin', 'supervisor', 'dispatch', 'customer']],
    ['coverage:view-all', ['admin', 'supervisor', 'dispatch']],
    ['coverage:create', ['admin', 'supervisor', 'customer']],
    ['coverage:import', ['admin', 'supervisor', 'customer']],
    ['coverage:edit', ['admin', 'supervisor']],
    ['locations:view', ['admin', 'supervisor', 'dispatch', 'customer']],
    ['locations:manage', ['admin', 'supervisor']],
    ['guards:view', ['admin', 'supervisor', 'dispatch']],
    ['guards:manage', ['admin', 'supervisor']],
    ['reports:export', ['admin', 'supervisor']],
    ['messenger', ['admin', 'supervisor', 'dispatch', 'customer', 'guard']],
    ['users:manage', ['admin']],
    ['pages:management', ['admin', 'supervisor']],
    ['guards:invite', ['admin', 'supervisor']],
    ['offers:manage', ['admin', 'supervisor', 'dispatch']],
    ['shifts:own', ['guard']],
    ['calls:log', ['admin', 'supervisor', 'dispatch']],
    ['call-outs:record', ['admin', 'supervisor', 'dispatch']],
    ['push:subscribe', ['admin', 'supervisor', 'dispatch', 'customer', 'guard']],
    ['api-docs:view', ['admin']],
    ['availability:own', ['guard']],
    ['time-off:own', ['guard']],
    ['time-off:view', ['admin', 'supervisor', 'dispatch']],
    ['time-off:decide', ['admin', 'supervisor']],
    ['time-off:record', ['admin', 'supervisor']],
    // Settings sits in the admins' routes ('users:manage'); Time off and Qualifications in the
    // managers' ('pages:management').
    ['settings:manage', ['admin']],
    ['qualifications:manage', ['admin', 'supervisor']],
    ['qualifications:view', ['admin', 'supervisor', 'dispatch']],
  ] as const)('%s is granted to %j only (DECISIONS.md)', (permission, allowed) => {
    for (const role of ROLES) {
      expect(can(role, permission), `${role} / ${permission}`).toBe(
        (allowed as readonly string[]).includes(role),
      );
    }
  });

  it('grants nothing to role user or to no role', () => {
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      expect(can('user', permission)).toBe(false);
      expect(can(null, permission)).toBe(false);
      expect(can(undefined, permission)).toBe(false);
    }
  });

  it('treats role user and no role as waiting accounts', () => {
    expect(hasActiveRole('user')).toBe(false);
    expect(hasActiveRole(null)).toBe(false);
    expect(hasActiveRole(undefined)).toBe(false);
    expect(hasActiveRole('customer')).toBe(true);
    expect(hasActiveRole('admin')).toBe(true);
  });

  it('parses only known roles', () => {
    expect(parseRole('supervisor')).toBe('supervisor');
    expect(parseRole('Admin')).toBeNull();
    expect(parseRole('')).toBeNull();
    expect(parseRole(null)).toBeNull();
    expect(parseRole(42)).toBeNull();
  });

  it('labels roles for display', () => {
    expect(roleLabel('dispatch')).toBe('Dispatch');
    expect(roleLabel(null)).toBe('No role assigned');
  });
});

const permission = fc.constantFrom(...(Object.keys(PERMISSIONS) as Permission[]));

describe('parseRole', () => {
  it('gives back each of the six roles, and null for anything else', () => {
    const nearly = fc
      .tuple(fc.constantFrom(...ROLES), fc.constantFrom(' ', '\u0000', 's', '\u200B'))
      .chain(([role, extra]) =>
        fc.constantFrom(role.toUpperCase(), `${role}${extra}`, `${extra}${role}`),
      );
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...ROLES), nearly, hostileString, hostileValue),
        (value) => {
          const role = parseRole(value);
          const known = typeof value === 'string' && (ROLES as readonly string[]).includes(value);
          expect(role).toBe(known ? value : null);
        },
      ),
    );
  });

  it('grants nothing to a stored value that is not a role', () => {
    fc.assert(
      fc.property(hostileValue, permission, (value, what) => {
        const role = parseRole(value);
        if (role === null) expect(can(role, what)).toBe(false);
        expect(roleLabel(role).trim()).not.toBe('');
      }),
    );
  });
});
