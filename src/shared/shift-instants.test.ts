import { describe, expect, it } from 'vitest';
import { shiftInstants } from './shift-instants.js';

const instants = (times: ReturnType<typeof shiftInstants>) =>
  times.allDay ? times : { start: times.start.toISOString(), end: times.end.toISOString() };

describe('shiftInstants', () => {
  it('reads the times in the company time zone', () => {
    const shift = { date: '2026-07-14', startTime: '08:00', endTime: '16:00' };
    expect(instants(shiftInstants(shift, 'America/Chicago'))).toEqual({
      start: '2026-07-14T13:00:00.000Z',
      end: '2026-07-14T21:00:00.000Z',
    });
    expect(instants(shiftInstants(shift, 'Europe/Berlin'))).toEqual({
      start: '2026-07-14T06:00:00.000Z',
      end: '2026-07-14T14:00:00.000Z',
    });
  });

  it('ends an overnight shift the next day, across a month and a year end', () => {
    expect(
      instants(shiftInstants({ date: '2026-01-31', startTime: '22:00', endTime: '06:00' }, 'UTC')),
    ).toEqual({ start: '2026-01-31T22:00:00.000Z', end: '2026-02-01T06:00:00.000Z' });
    expect(
      instants(shiftInstants({ date: '2026-12-31', startTime: '18:00', endTime: '02:00' }, 'UTC')),
    ).toEqual({ start: '2026-12-31T18:00:00.000Z', end: '2027-01-01T02:00:00.000Z' });
    // Same start and end: a full 24 hours.
    expect(
      instants(shiftInstants({ date: '2026-02-28', startTime: '07:00', endTime: '07:00' }, 'UTC')),
    ).toEqual({ start: '2026-02-28T07:00:00.000Z', end: '2026-03-01T07:00:00.000Z' });
  });

  it('keeps the wall-clock times across daylight-saving changes', () => {
    const zone = 'America/New_York';
    // Clocks go back at 02:00 on 2026-11-01: the night shift lasts nine hours.
    const fallBack = shiftInstants(
      { date: '2026-10-31', startTime: '22:00', endTime: '06:00' },
      zone,
    );
    expect(instants(fallBack)).toEqual({
      start: '2026-11-01T02:00:00.000Z',
      end: '2026-11-01T11:00:00.000Z',
    });
    // Clocks go forward at 02:00 on 2026-03-08: seven hours.
    const springForward = shiftInstants(
      { date: '2026-03-07', startTime: '22:00', endTime: '06:00' },
      zone,
    );
    expect(instants(springForward)).toEqual({
      start: '2026-03-08T03:00:00.000Z',
      end: '2026-03-08T10:00:00.000Z',
    });
  });

  it('makes a shift without both times a whole day', () => {
    expect(shiftInstants({ date: '2026-05-04', startTime: null, endTime: null }, 'UTC')).toEqual({
      allDay: true,
      date: '2026-05-04',
    });
    expect(shiftInstants({ date: '2026-05-04', startTime: '08:00', endTime: null }, 'UTC')).toEqual(
      {
        allDay: true,
        date: '2026-05-04',
      },
    );
  });
});
