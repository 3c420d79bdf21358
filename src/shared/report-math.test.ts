import { describe, expect, it } from 'vitest';
import {
  defaultReportRange,
  hoursOf,
  medianAndP90,
  mondayFirstWeekday,
  reportCsv,
  shiftMinutes,
  weekStart,
  weeksInRange,
} from './report-math.js';

describe('ISO weeks, Monday first', () => {
  it('buckets each day to its Monday, across months and years', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // its Sunday
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // a Friday, its week began last year
    expect(weekStart('2024-03-03')).toBe('2024-02-26'); // a Sunday after a leap day
  });

  it('lists every week that meets a range, partial ones included', () => {
    expect(weeksInRange('2026-11-25', '2026-12-07')).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
    expect(weeksInRange('2026-11-23', '2026-11-23')).toEqual(['2026-11-23']);
  });

  it('defaults to 12 whole weeks ending with this one', () => {
    const range = defaultReportRange('2026-11-25');
    expect(range).toEqual({ from: '2026-09-07', to: '2026-11-29' });
    expect(weeksInRange(range.from, range.to)).toHaveLength(12);
  });

  it('numbers weekdays from Monday', () => {
    expect(mondayFirstWeekday('2026-11-23')).toBe(0);
    expect(mondayFirstWeekday('2026-11-29')).toBe(6);
  });
});

describe('shift hours', () => {
  it('counts a day shift from start to end', () => {
    expect(shiftMinutes('08:00', '16:00')).toBe(480);
    expect(shiftMinutes('18:00', '23:59')).toBe(359);
  });

  it('counts an overnight shift into the next day', () => {
    expect(shiftMinutes('22:00', '06:00')).toBe(480);
    expect(shiftMinutes('23:30', '00:15')).toBe(45);
  });

  it('counts an end equal to the start as a full day', () => {
    expect(shiftMinutes('07:00', '07:00')).toBe(1440);
  });

  it('rounds hours to a tenth', () => {
    expect(hoursOf(359)).toBe(6);
    expect(hoursOf(45)).toBe(0.8);
    expect(hoursOf(0)).toBe(0);
  });
});

describe('median and 90th percentile', () => {
  it('averages the middle two like the open-shifts board, p90 by nearest rank', () => {
    expect(medianAndP90([])).toBeNull();
    expect(medianAndP90([5])).toEqual({ median: 5, p90: 5 });
    expect(medianAndP90([4, 1, 3, 2])).toEqual({ median: 2.5, p90: 4 });
    expect(medianAndP90([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual({ median: 5.5, p90: 9 });
    expect(medianAndP90([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toEqual({ median: 6, p90: 10 });
  });
});

describe('the CSV of a chart table', () => {
  it('writes the headings, then a line per row, numbers as they are and empty for null', () => {
    const csv = reportCsv({
      caption: 'Call-outs per post',
      columns: ['Post', 'Dept code', 'Call-outs'],
      rows: [
        ['Harbor, North', 'H-1', 3],
        ['Mall', 'M-2', null],
      ],
    });
    expect(csv).toBe('Post,Dept code,Call-outs\r\n"Harbor, North",H-1,3\r\nMall,M-2,\r\n');
  });

  it('keeps a spreadsheet from running a text cell as a formula', () => {
    const csv = reportCsv({ caption: 'x', columns: ['Post'], rows: [['=HYPERLINK("x")']] });
    expect(csv).toBe('Post\r\n"\'=HYPERLINK(""x"")"\r\n');
  });
});
