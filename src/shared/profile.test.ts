import { describe, expect, it } from 'vitest';
import { ChangePasswordSchema, checkNewPassword, UpdateProfileSchema } from './profile.js';

describe('checkNewPassword', () => {
  it('asks for both fields first', () => {
    expect(checkNewPassword('', '')).toBe('Please enter and confirm your new password');
    expect(checkNewPassword('secret1', '')).toBe('Please enter and confirm your new password');
    expect(checkNewPassword('', 'secret1')).toBe('Please enter and confirm your new password');
  });

  it('needs at least 6 characters', () => {
    expect(checkNewPassword('12345', '12345')).toBe('Password must be at least 6 characters long');
    expect(checkNewPassword('123456', '123456')).toBeNull();
  });

  it('needs the two to match', () => {
    expect(checkNewPassword('secret1', 'secret2')).toBe('Passwords do not match');
  });

  it('refuses absurdly long passwords', () => {
    const long = 'x'.repeat(129);
    expect(checkNewPassword(long, long)).toMatch(/at most 128/);
  });
});

describe('UpdateProfileSchema', () => {
  it('trims both names', () => {
    expect(UpdateProfileSchema.parse({ firstName: '  Ana ', lastName: ' Diaz ' })).toEqual({
      firstName: 'Ana',
      lastName: 'Diaz',
    });
  });

  it.each([
    { firstName: '', lastName: 'Diaz' },
    { firstName: 'Ana', lastName: '   ' },
  ])('requires both names: %j', (value) => {
    const result = UpdateProfileSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('First name and last name are required');
  });

  it('bounds the length', () => {
    expect(
      UpdateProfileSchema.safeParse({ firstName: 'a'.repeat(101), lastName: 'b' }).success,
    ).toBe(false);
  });
});

describe('ChangePasswordSchema', () => {
  it('requires the current password', () => {
    const result = ChangePasswordSchema.safeParse({ currentPassword: '', newPassword: 'abcdef' });
    expect(result.error?.issues[0]?.message).toBe('Please enter your current password');
  });
});
