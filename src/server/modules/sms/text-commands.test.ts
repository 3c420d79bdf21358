import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerText } from '../shift-offers/offer-texts.js';
import { readTextCommand } from './text-commands.js';

describe("what a guard's text says (issue #30)", () => {
  it.each([
    ['YES 4821', { kind: 'yes', code: '4821' }],
    ['yes4821', { kind: 'yes', code: '4821' }],
    ['  Yes #4821. ', { kind: 'yes', code: '4821' }],
    ['Y 4821', { kind: 'yes', code: '4821' }],
    ['Yes!', { kind: 'yes', code: null }],
    ['no 4821', { kind: 'no', code: '4821' }],
    ['NO', { kind: 'no', code: null }],
    ['STOP', { kind: 'stop' }],
    ['stopall', { kind: 'stop' }],
    ['Unsubscribe', { kind: 'stop' }],
    ['cancel', { kind: 'stop' }],
    ['END', { kind: 'stop' }],
    ['quit.', { kind: 'stop' }],
    ['START', { kind: 'start' }],
    ['unstop', { kind: 'start' }],
    ['HELP', { kind: 'help' }],
    ['help?', { kind: 'help' }],
    ['info', { kind: 'help' }],
    // Issue #39: the answer to a reminder, as forgiving as YES.
    ['OK 4821', { kind: 'ok', code: '4821' }],
    ['ok4821', { kind: 'ok', code: '4821' }],
    [' Ok #4821! ', { kind: 'ok', code: '4821' }],
    ['okay 4821.', { kind: 'ok', code: '4821' }],
    ['OK', { kind: 'ok', code: null }],
    ['ok thanks', { kind: 'other' }],
    ['stop 4821', { kind: 'other' }],
    ['please stop', { kind: 'other' }],
    ['4821', { kind: 'other' }],
    ['yes but only till noon', { kind: 'other' }],
    ['', { kind: 'other' }],
  ])('%j is %j', (body, command) => {
    expect(readTextCommand(body)).toEqual(command);
  });

  it('reads anything without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (body) => {
        expect(['yes', 'no', 'ok', 'stop', 'start', 'help', 'other']).toContain(
          readTextCommand(body).kind,
        );
      }),
    );
  });
});

describe('the offer text', () => {
  const request = {
    id: 'r',
    date: '2026-11-28',
    startTime: '06:00',
    endTime: '14:00',
    locationId: 'l',
    locationName: 'Bayview Plaza',
    assignedGuardName: null,
    assignedGuardId: null,
    calledOutGuardId: null,
    guardNote: null,
  };

  it('is short and complete: post, date, times, and how to answer', () => {
    expect(offerText('CoverDesk', request, '4821', '2026-11-22')).toBe(
      'CoverDesk: open shift Sat Nov 28 06:00-14:00 at Bayview Plaza. Reply YES 4821 to take ' +
        'it or NO 4821 to pass.',
    );
  });

  it('shortens a long post name to stay one text of 160 characters', () => {
    const long = {
      ...request,
      locationName: 'North Terminal Parking Structure Level 3 '.repeat(3),
    };
    const text = offerText('Bayview Security Services', long, '4821', '2026-11-22');
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/^Bayview Security Services: open shift Sat Nov 28 06:00-14:00 at North/);
    expect(text).toMatch(/\.\.\.\. Reply YES 4821 to take it or NO 4821 to pass\.$/);
  });
});
