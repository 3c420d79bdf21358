// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate, isSupportedDate, pad } from './calendar.js';
import {
  DATE_OUT_OF_RANGE,
  INVALID_DATE,
  INVALID_TIME,
  isTimeEntryComplete,
  parseDateEntry,
  parseTimeEntry,
  sanitizeTimeInput,
} from './date-entry.js';
import { formatDateField } from './date-format.js';
import { hostileString, realDate, timeOfDay } from './test/arbitraries.js';

// A fixed local "today": 22 November 2026.
const today = new Date(2026, 10, 22);
const parse = (text: string) => parseDateEntry(text, today);
/** MM/DD/YYYY with any two digits for month and day, so 02/30 and 13/01 come up. */
const typedDate = fc
  .tuple(fc.nat(99), fc.nat(99), fc.integer({ min: 1000, max: 9999 }))
  .map(([month, day, year]) => `${pad(month)}/${pad(day)}/${String(year)}`);

describe('parseDateEntry', () => {
  it('gives a real date or the one message for hostile text, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(hostileString, typedDate), (text) => {
        const result = parse(text);
        if (result.ok) expect(isSupportedDate(result.value)).toBe(true);
        else expect([INVALID_DATE, DATE_OUT_OF_RANGE]).toContain(result.error);
      }),
    );
  });

  it('takes MM/DD/YYYY exactly when the calendar has the day', () => {
    fc.assert(
      fc.property(typedDate, (text) => {
        const [month, day, year] = text.split('/');
        const iso = `${year ?? ''}-${month ?? ''}-${day ?? ''}`;
        expect(parse(text)).toEqual(
          isSupportedDate(iso)
            ? { ok: true, value: iso }
            : { ok: false, error: isIsoDate(iso) ? DATE_OUT_OF_RANGE : INVALID_DATE },
        );
      }),
    );
  });

  it('normalises once: what it reads, shown and read again, stays the same date', () => {
    fc.assert(
      fc.property(fc.oneof(typedDate, fc.stringMatching(/^\d{3,8}$/)), (text) => {
        const first = parse(text);
        if (!first.ok) return;
        const shown = formatDateField(first.value);
        expect(parse(shown)).toEqual(first);
        expect(formatDateField(first.value)).toBe(shown);
      }),
    );
  });

  it('reads the compact forms of a date this century as the same day as MM/DD/YYYY', () => {
    const thisCentury = realDate.filter((iso) => iso.startsWith('20'));
    fc.assert(
      fc.property(thisCentury, (iso) => {
        const [year = '', month = '', day = ''] = iso.split('-');
        const expected = { ok: true, value: iso };
        expect(parse(`${month}${day}${year.slice(2)}`)).toEqual(expected);
        expect(parse(`${month}-${day}-${year.slice(2)}`)).toEqual(expected);
        expect(parse(`${String(Number(month))}.${String(Number(day))}.${year}`)).toEqual(expected);
        if (month.startsWith('0'))
          expect(parse(`${month.slice(1)}${day}${year.slice(2)}`)).toEqual(expected);
      }),
    );
  });

  it.each(['02/30/2026', '13/01/2026', '2026-02-30', '00/10/2026', '02/29/2026', '0230'])(
    'refuses %j with the one message',
    (text) => {
      expect(parse(text)).toEqual({ ok: false, error: INVALID_DATE });
    },
  );
});

describe('parseTimeEntry', () => {
  /** H:MM with any digits, so 24:00, 12:60 and 2460 come up. */
  const timeLike = fc.tuple(fc.nat(99), fc.nat(99));

  it('reads HH:MM, H:MM, HHMM and HMM as the same time, and only real times', () => {
    fc.assert(
      fc.property(timeLike, ([hours, minutes]) => {
        const real = hours < 24 && minutes < 60;
        const expected = real
          ? { ok: true, value: `${pad(hours)}:${pad(minutes)}` }
          : { ok: false, error: INVALID_TIME };
        for (const typed of [
          `${pad(hours)}:${pad(minutes)}`,
          `${String(hours)}:${pad(minutes)}`,
          `${pad(hours)}${pad(minutes)}`,
          `${String(hours)}${pad(minutes)}`,
        ]) {
          expect(parseTimeEntry(typed), typed).toEqual(expected);
        }
      }),
    );
  });

  it('is a fixpoint on what it gives, and finishes the field on a whole time', () => {
    fc.assert(
      fc.property(timeOfDay, (time) => {
        expect(parseTimeEntry(time)).toEqual({ ok: true, value: time });
        expect(isTimeEntryComplete(time)).toBe(true);
        expect(isTimeEntryComplete(time.replace(':', ''))).toBe(true);
      }),
    );
  });

  it('never throws, and only a readable time finishes the field', () => {
    fc.assert(
      fc.property(hostileString, (text) => {
        const result = parseTimeEntry(text);
        if (!result.ok) expect(result.error).toBe(INVALID_TIME);
        if (isTimeEntryComplete(text)) expect(result.ok).toBe(true);
      }),
    );
  });

  it('keeps a typed time through the field filter, whatever letters come after it', () => {
    fc.assert(
      fc.property(timeOfDay, fc.stringMatching(/^[^\d:]{0,6}$/), (time, junk) => {
        expect(parseTimeEntry(sanitizeTimeInput(`${time}${junk}`))).toEqual({
          ok: true,
          value: time,
        });
      }),
    );
  });
});
