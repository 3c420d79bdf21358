import { describe, expect, it } from 'vitest';
import { availabilityQuery, committedShift } from './request-form-shift';
import type { RequestFormValues } from './request-form-values';

const today = new Date(2026, 10, 22);
const typed: RequestFormValues = {
  date: '1122',
  startTime: '800',
  endTime: '16:00',
  locationId: 'loc-1',
  guard: null,
  notes: '',
  guardNote: '',
};

describe('committedShift and availabilityQuery', () => {
  it('waits for fields in their final form before asking the server', () => {
    expect(committedShift(typed, today)).toBeNull();
    const shown = { ...typed, date: '11/22/2026', startTime: '08:00' };
    const shift = committedShift(shown, today);
    expect(shift).toEqual({ date: '2026-11-22', startTime: '08:00', endTime: '16:00' });
    expect(availabilityQuery(shift, 'loc-1', 'r1')).toEqual({
      date: '2026-11-22',
      startTime: '08:00',
      endTime: '16:00',
      locationId: 'loc-1',
      excludeId: 'r1',
    });
    expect(availabilityQuery(shift, null, undefined)).toBeNull();
    expect(committedShift({ ...shown, startTime: '800' }, today)?.startTime).toBeNull();
  });
});
