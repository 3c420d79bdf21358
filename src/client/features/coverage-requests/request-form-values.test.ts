import { describe, expect, it } from 'vitest';
import { INVALID_DATE, INVALID_TIME } from '../../../shared/date-entry';
import type { CoverageRequest } from '../../../shared/coverage-requests';
import {
  REQUIRED_MARK,
  UNRESOLVED_GUARD,
  checkRequest,
  errorsFrom,
  initialValues,
  type RequestFormValues,
} from './request-form-values';

const today = new Date(2026, 10, 22);
const filled: RequestFormValues = {
  date: '1122',
  startTime: '800',
  endTime: '16:00',
  locationId: 'loc-1',
  guard: { id: 'guard-1', label: 'Doe, Jane' },
  notes: '  Call out  ',
  guardNote: '  Park at the back gate ',
};

describe('checkRequest', () => {
  it('reads compact entries into what the API takes', () => {
    expect(checkRequest(filled, false, today)).toEqual({
      ok: true,
      input: {
        date: '2026-11-22',
        startTime: '08:00',
        endTime: '16:00',
        locationId: 'loc-1',
        assignedGuardId: 'guard-1',
        notes: 'Call out',
        guardNote: 'Park at the back gate',
      },
    });
  });

  it('starts a new request at the post and date it was added from (the week board)', () => {
    expect(initialValues(null, 'post-1', '2026-11-25')).toMatchObject({
      date: '11/25/2026',
      locationId: 'post-1',
      startTime: '',
    });
  });

  it('marks every missing required field with the spec message', () => {
    const empty = initialValues(null, undefined);
    expect(checkRequest(empty, false, today)).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
      errors: {
        date: REQUIRED_MARK,
        startTime: REQUIRED_MARK,
        endTime: REQUIRED_MARK,
        locationId: REQUIRED_MARK,
      },
    });
  });

  it('says why a date or time is not one', () => {
    const result = checkRequest({ ...filled, date: '0230', endTime: '2400' }, false, today);
    expect(result).toEqual({
      ok: false,
      message: INVALID_DATE,
      errors: { date: INVALID_DATE, endTime: INVALID_TIME },
    });
  });

  it('refuses a guard name typed but not chosen', () => {
    const result = checkRequest(filled, true, today);
    expect(result).toMatchObject({ ok: false, errors: { guard: UNRESOLVED_GUARD } });
  });

  it('sends no guard and no notes when none are given', () => {
    const result = checkRequest(
      { ...filled, guard: null, notes: ' ', guardNote: '' },
      false,
      today,
    );
    expect(result).toMatchObject({
      ok: true,
      input: { assignedGuardId: null, notes: null, guardNote: null },
    });
  });

  it('keeps a note for the guard within its limit, as the server does', () => {
    const result = checkRequest({ ...filled, guardNote: 'x'.repeat(501) }, false, today);
    expect(result).toEqual({
      ok: false,
      message: 'Note for the guard can be at most 500 characters',
      errors: { guardNote: 'Note for the guard can be at most 500 characters' },
    });
  });
});

describe('initialValues', () => {
  it('starts an imported request with empty times and its values', () => {
    const request: CoverageRequest = {
      id: 'r1',
      userId: null,
      date: '2040-03-05',
      startTime: null,
      endTime: null,
      locationId: 'loc-1',
      locationName: 'North Gate',
      deptCode: 'NG',
      assignedGuardId: null,
      assignedGuardName: null,
      notes: 'Imported',
      guardNote: null,
      seriesId: null,
      version: 1,
    };
    expect(initialValues(request, 'other')).toEqual({
      date: '03/05/2040',
      startTime: '',
      endTime: '',
      locationId: 'loc-1',
      guard: null,
      notes: 'Imported',
      guardNote: '',
    });
  });
});

describe('errorsFrom', () => {
  it("puts the server's field messages on the form's fields", () => {
    const issues = [
      { path: ['assignedGuardId'], message: 'Guard not found' },
      { path: ['locationId'], message: 'Location not found' },
      { path: ['unknown'], message: 'Ignored' },
    ];
    expect(errorsFrom(issues)).toEqual({
      message: 'Guard not found',
      errors: { guard: 'Guard not found', locationId: 'Location not found' },
    });
  });
});
