import { describe, expect, it } from 'vitest';
import {
  coverageImportKey,
  existingIndexes,
  existingNotice,
  guardNameKey,
  skippedNote,
} from './import-existing.js';

const request = {
  date: '2026-03-07',
  locationId: 'post-1',
  startTime: null,
  endTime: null,
  notes: 'Gate 2',
};

describe('coverageImportKey', () => {
  it('is the same for the same date, location, times and notes', () => {
    expect(coverageImportKey({ ...request })).toBe(coverageImportKey(request));
  });

  it('treats no notes and empty notes alike, and compares other notes exactly', () => {
    expect(coverageImportKey({ ...request, notes: '' })).toBe(
      coverageImportKey({ ...request, notes: null }),
    );
    for (const notes of ['gate 2', 'Gate 2 ', 'Gate  2', 'Gate 3']) {
      expect(coverageImportKey({ ...request, notes })).not.toBe(coverageImportKey(request));
    }
  });

  it('tells apart other dates, locations and times', () => {
    const key = coverageImportKey(request);
    expect(coverageImportKey({ ...request, date: '2026-03-08' })).not.toBe(key);
    expect(coverageImportKey({ ...request, locationId: 'post-2' })).not.toBe(key);
    expect(coverageImportKey({ ...request, startTime: '08:00' })).not.toBe(key);
    expect(coverageImportKey({ ...request, endTime: '16:00' })).not.toBe(key);
  });

  it('cannot be fooled by separators inside the values', () => {
    expect(coverageImportKey({ ...request, locationId: 'a","b', notes: 'c' })).not.toBe(
      coverageImportKey({ ...request, locationId: 'a', notes: 'b","c' }),
    );
  });
});

describe('guardNameKey', () => {
  it('compares names trimmed and in any letter case, accented letters included', () => {
    expect(guardNameKey({ firstName: ' maria ', lastName: 'LOPEZ' })).toBe(
      guardNameKey({ firstName: 'Maria', lastName: 'Lopez' }),
    );
    expect(guardNameKey({ firstName: 'ÉLODIE', lastName: 'ünal' })).toBe(
      guardNameKey({ firstName: 'Élodie', lastName: 'Ünal' }),
    );
  });

  it('keeps first and last name apart', () => {
    expect(guardNameKey({ firstName: 'Ann', lastName: 'Lee' })).not.toBe(
      guardNameKey({ firstName: 'Lee', lastName: 'Ann' }),
    );
    expect(guardNameKey({ firstName: 'An', lastName: 'nLee' })).not.toBe(
      guardNameKey({ firstName: 'Ann', lastName: 'Lee' }),
    );
  });
});

describe('existingIndexes', () => {
  it('lists the indexes of the rows whose key is stored, in order', () => {
    const stored = new Set(['b', 'd']);
    expect(existingIndexes(['a', 'b', 'c', 'd', 'b'], (row) => row, stored)).toEqual([1, 3, 4]);
    expect(existingIndexes(['a'], (row) => row, new Set())).toEqual([]);
  });
});

describe('existingNotice and skippedNote', () => {
  it('counts the rows that exist and says what happens to them', () => {
    expect(existingNotice(3, 5, 'row', false)).toBe('3 rows already exist and will be skipped');
    expect(existingNotice(1, 5, 'guard', false)).toBe('1 guard already exists and will be skipped');
    expect(existingNotice(2, 2, 'row', false)).toBe(
      '2 rows already exist and will be skipped: nothing new to import',
    );
    expect(existingNotice(2, 2, 'row', true)).toBe(
      '2 rows already exist and will be imported again',
    );
  });

  it('notes skipped rows for the success toast, or nothing when there were none', () => {
    expect(skippedNote(0)).toBeUndefined();
    expect(skippedNote(1)).toBe('1 already existed and was skipped');
    expect(skippedNote(4)).toBe('4 already existed and were skipped');
  });
});
