// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guardSchemasFor } from './guard-numbers.js';
import { formatPhone, isTextableNumber, PHONE_MESSAGES, readMobileNumber } from './phone.js';
import { deliveryState, isNewerDelivery, reachBlocker } from './offer-channels.js';

describe('mobile numbers as people type them (issue #30)', () => {
  it.each([
    ['(201) 555-0123', '+12015550123'],
    ['201.555.0123', '+12015550123'],
    ['2015550123', '+12015550123'],
    ['1 201 555 0123', '+12015550123'],
    ['+1 (201) 555-0123', '+12015550123'],
    ['  +33 6 12 34 56 78 ', '+33612345678'],
  ])('reads %s as %s in the US', (typed, e164) => {
    expect(readMobileNumber(typed, 'US')).toEqual({ ok: true, e164 });
  });

  it('reads numbers without a country code in PHONE_REGION', () => {
    expect(readMobileNumber('06 12 34 56 78', 'FR')).toEqual({ ok: true, e164: '+33612345678' });
    expect(readMobileNumber('07911 123456', 'GB')).toEqual({ ok: true, e164: '+447911123456' });
  });

  it.each([
    ['1-800-555-0199', 'a toll-free number'],
    ['1-900-555-0123', 'a premium-rate number'],
    ['+44 20 7946 0018', 'a landline'],
    ['+1 500 555 0006', 'a personal forwarding number'],
  ])('refuses %s: it is %s', (typed, kind) => {
    expect(readMobileNumber(typed, 'US')).toEqual({
      ok: false,
      error: PHONE_MESSAGES.notMobile(kind),
    });
  });

  it.each(['555-0100', '12', 'call me', '', '+1 201 555 01234567', '020 7946 0018'])(
    'cannot read %j in the US',
    (typed) => {
      expect(readMobileNumber(typed, 'US')).toEqual({
        ok: false,
        error: PHONE_MESSAGES.unreadable,
      });
    },
  );

  it('refuses an extension', () => {
    expect(readMobileNumber('(201) 555-0123 ext. 5', 'US')).toEqual({
      ok: false,
      error: PHONE_MESSAGES.extension,
    });
  });

  it('gives E.164 that reads back as itself, for anything typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const reading = readMobileNumber(typed, 'US');
        if (!reading.ok) return;
        expect(reading.e164).toMatch(/^\+[1-9]\d{6,14}$/);
        expect(readMobileNumber(reading.e164, 'US')).toEqual(reading);
        expect(isTextableNumber(reading.e164, 'US')).toBe(true);
      }),
    );
  });

  it('formats numbers for people: national at home, international otherwise', () => {
    expect(formatPhone('+12015550123', 'US')).toBe('(201) 555-0123');
    expect(formatPhone('+447911123456', 'US')).toBe('+44 7911 123456');
    expect(formatPhone('+447911123456', 'GB')).toBe('07911 123456');
    expect(formatPhone('555-0100', 'US')).toBe('555-0100');
  });

  it('tells texts can go only to stored numbers already in E.164', () => {
    expect(isTextableNumber('+12015550123', 'US')).toBe(true);
    expect(isTextableNumber('(201) 555-0123', 'US')).toBe(false);
    expect(isTextableNumber(null, 'US')).toBe(false);
  });

  it('is the guard form’s and the API’s Contact Number rule', () => {
    const { input, edit } = guardSchemasFor('US');
    const guard = { firstName: 'Ana', lastName: 'Diaz' };
    expect(input.parse({ ...guard, contactNumber: '201-555-0123' }).contactNumber).toBe(
      '+12015550123',
    );
    expect(input.parse({ ...guard, contactNumber: '  ' }).contactNumber).toBeNull();
    const refused = edit.safeParse({ ...guard, contactNumber: '1-800-555-0199', version: 1 });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['contactNumber'],
        message: PHONE_MESSAGES.notMobile('a toll-free number'),
      }),
    ]);
  });
});

describe('how an offer reaches a guard, and where its messages stand', () => {
  it('says why a guard without an account cannot be reached', () => {
    expect(reachBlocker(true, 'off')).toBeNull();
    expect(reachBlocker(false, 'ok')).toBeNull();
    expect(reachBlocker(false, 'no-number')).toBe(
      'Not on CoverDesk yet and no mobile number (invite them, or add one, on Guards)',
    );
    expect(reachBlocker(false, 'opted-out')).toMatch(/replied STOP/);
    expect(reachBlocker(false, 'needs-fix')).toMatch(/needs fixing on the Guards page/);
    expect(reachBlocker(false, 'off')).toMatch(/text messages are off/);
  });

  it('reads outbox rows and carrier reports as sending, sent, delivered or failed', () => {
    expect(deliveryState('pending', null)).toBe('sending');
    expect(deliveryState('sending', null)).toBe('sending');
    expect(deliveryState('sent', 'queued')).toBe('sent');
    expect(deliveryState('sent', 'delivered')).toBe('delivered');
    expect(deliveryState('sent', 'undelivered')).toBe('failed');
    expect(deliveryState('failed', null)).toBe('failed');
  });

  it('never lets a late report take back a final one', () => {
    expect(isNewerDelivery(null, 'queued')).toBe(true);
    expect(isNewerDelivery('queued', 'sent')).toBe(true);
    expect(isNewerDelivery('delivered', 'sent')).toBe(false);
    expect(isNewerDelivery('sent', 'undelivered')).toBe(true);
    expect(isNewerDelivery('sent', 'made-up')).toBe(false);
  });
});
