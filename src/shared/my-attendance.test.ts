import { describe, expect, it } from 'vitest';
import {
  canCheckInAgain,
  checkAction,
  checkedAtText,
  mayCheckInAgain,
  siteMarkText,
} from './my-attendance.js';

const window = {
  checkInOpensAt: '2026-11-27T05:30:00.000Z',
  checkInClosesAt: '2026-11-27T14:00:00.000Z',
  checkOutClosesAt: '2026-11-27T18:00:00.000Z',
};
const at = (iso: string) => new Date(iso);

describe('siteMarkText', () => {
  it('says on site, off site with the distance, or no location; nothing for a post without one', () => {
    expect(siteMarkText('on-site', 12)).toBe('On site');
    expect(siteMarkText('off-site', 420)).toBe('Off site · 420 m');
    expect(siteMarkText('no-location', null)).toBe('No location');
    expect(siteMarkText('post-without-position', null)).toBeNull();
    expect(siteMarkText(null, null)).toBeNull();
  });
});

describe('checkedAtText', () => {
  it('gives the time of day on a 24-hour clock', () => {
    expect(checkedAtText('in', new Date(2026, 10, 27, 5, 57))).toBe('Checked in at 05:57');
    expect(checkedAtText('out', new Date(2026, 10, 27, 14, 2))).toBe('Checked out at 14:02');
  });
});

describe('checkAction', () => {
  it('offers check-in from its opening instant until the end, not after', () => {
    expect(checkAction(window, null, at('2026-11-27T05:29:59.999Z'))).toBeNull();
    expect(checkAction(window, null, at('2026-11-27T05:30:00.000Z'))).toBe('check-in');
    expect(checkAction(window, null, at('2026-11-27T13:59:59.999Z'))).toBe('check-in');
    expect(checkAction(window, null, at('2026-11-27T14:00:00.000Z'))).toBeNull();
  });

  it('offers check-out once checked in, until it closes, and nothing once checked out', () => {
    const checkedIn = { checkedInAt: '2026-11-27T05:57:00.000Z', checkedOutAt: null };
    expect(checkAction(window, checkedIn, at('2026-11-27T06:00:00.000Z'))).toBe('check-out');
    expect(checkAction(window, checkedIn, at('2026-11-27T17:59:59.999Z'))).toBe('check-out');
    expect(checkAction(window, checkedIn, at('2026-11-27T18:00:00.000Z'))).toBeNull();
    const out = { ...checkedIn, checkedOutAt: '2026-11-27T14:01:00.000Z' };
    expect(checkAction(window, out, at('2026-11-27T14:02:00.000Z'))).toBeNull();
  });
});

describe('checking in again at the post (issue #39)', () => {
  const offSite = { checkedOutAt: null, checkInMark: 'off-site' };
  it('is for a check-in off site only, before the check-out', () => {
    expect(mayCheckInAgain(offSite)).toBe(true);
    expect(mayCheckInAgain({ ...offSite, checkInMark: 'on-site' })).toBe(false);
    expect(mayCheckInAgain({ ...offSite, checkInMark: 'no-location' })).toBe(false);
    expect(mayCheckInAgain({ ...offSite, checkedOutAt: '2026-11-27T09:00:00.000Z' })).toBe(false);
    expect(mayCheckInAgain(undefined)).toBe(false);
  });

  it('is offered on My Shifts while check-in is open, not after', () => {
    expect(canCheckInAgain(window, offSite, at('2026-11-27T13:59:59.999Z'))).toBe(true);
    expect(canCheckInAgain(window, offSite, at('2026-11-27T14:00:00.000Z'))).toBe(false);
  });
});
