import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERIES_MESSAGES } from '../../../shared/coverage-series';
import { checkRepeat, previewSummary, weekdayNameOf } from './repeat-values';

const request = {
  date: '2026-11-30',
  startTime: '08:00',
  endTime: '16:00',
  locationId: 'post-1',
  assignedGuardId: null,
  notes: null,
  guardNote: null,
};
const today = new Date(2026, 10, 25);

describe('checkRepeat', () => {
  it('reads the end date as typed and the weekdays chosen', () => {
    const result = checkRepeat(
      request,
      { on: true, weekdays: ['MO', 'FR'], until: '012227' },
      today,
    );
    expect(result).toEqual({
      ok: true,
      input: { ...request, repeat: { weekdays: ['MO', 'FR'], until: '2027-01-22' } },
    });
  });

  it('marks the field with the problem', () => {
    expect(
      checkRepeat(request, { on: true, weekdays: [], until: '01/22/2027' }, today),
    ).toMatchObject({
      ok: false,
      errors: { weekdays: SERIES_MESSAGES.noWeekday },
    });
    expect(checkRepeat(request, { on: true, weekdays: ['MO'], until: '' }, today)).toMatchObject({
      ok: false,
      errors: { until: 'Please fill in all required fields' },
    });
    expect(
      checkRepeat(request, { on: true, weekdays: ['MO'], until: '11/29/2026' }, today),
    ).toMatchObject({ ok: false, errors: { until: SERIES_MESSAGES.endsBefore } });
    expect(
      checkRepeat(request, { on: true, weekdays: ['MO'], until: '11/30/2027' }, today),
    ).toMatchObject({ ok: false, errors: { until: SERIES_MESSAGES.tooLong } });
  });
});

describe('the preview', () => {
  afterEach(() => void vi.useRealTimers());

  it('counts the shifts and names the first and last, with the year of another year', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 22, 12) });
    expect(previewSummary(['2026-11-30', '2026-12-01', '2027-01-22'])).toBe(
      '3 shifts: Mon, Nov 30 \u2026 Fri, Jan 22, 2027',
    );
    expect(previewSummary(['2026-11-30'])).toBe('1 shift: Mon, Nov 30');
  });

  it('starts Repeat on the first date’s weekday', () => {
    expect(weekdayNameOf('2026-11-30')).toBe('MO');
    expect(weekdayNameOf('2026-11-29')).toBe('SU');
  });
});
