// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE, isIsoDate, isSupportedDate } from './calendar.js';
import {
  EXPORT_LOCATIONS_MAX,
  EXPORT_SEARCH_MAX,
  ExportPreviewSchema,
  ExportQuerySchema,
  exportQueryString,
} from './coverage-export.js';
import {
  coverageRequest,
  dateLikeIso,
  hostileRecord,
  hostileString,
  keptText,
  realDate,
} from './test/arbitraries.js';
import { ZOD_DEFAULT, expectRefusal, expectResponseShape } from './test/schema-checks.js';

const REAL_DATES = 'Dates must be real dates (yyyy-MM-dd)';
const REVERSED = 'The start date must be on or before the end date';
const messages = {
  '': [ZOD_DEFAULT],
  from: [REAL_DATES, DATE_RANGE_MESSAGE],
  to: [REAL_DATES, DATE_RANGE_MESSAGE, REVERSED],
  locationIds: [`Choose at most ${String(EXPORT_LOCATIONS_MAX)} locations`, ZOD_DEFAULT],
  q: [`The search can be at most ${String(EXPORT_SEARCH_MAX)} characters`, ZOD_DEFAULT],
};

/** Filters as the export panel holds them: ids as the database makes them, a typed search. */
const filters = fc.record(
  {
    from: realDate,
    to: realDate,
    locationIds: fc.array(fc.uuid(), { maxLength: 5 }),
    q: keptText(EXPORT_SEARCH_MAX),
  },
  { requiredKeys: [] },
);

describe('ExportQuerySchema', () => {
  it('gives real dates in order, ids and a trimmed search, or the app’s own messages', () => {
    const query = fc.oneof(
      hostileRecord(Object.keys(messages)),
      fc.record(
        {
          from: fc.oneof(realDate, dateLikeIso, hostileString),
          to: fc.oneof(realDate, dateLikeIso, hostileString),
          locationIds: hostileString,
          q: hostileString,
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(query, (value) => {
        const result = ExportQuerySchema.safeParse(value);
        if (!result.success) return expectRefusal(result.error, messages);
        const { from, to, locationIds, q } = result.data;
        if (from !== undefined) expect(isSupportedDate(from)).toBe(true);
        if (to !== undefined) expect(isSupportedDate(to)).toBe(true);
        if (from !== undefined && to !== undefined) expect(from <= to).toBe(true);
        expect(locationIds.length).toBeLessThanOrEqual(EXPORT_LOCATIONS_MAX);
        for (const id of locationIds) expect(id).toBe(id.trim());
        if (q !== undefined) expect(q).toBe(q.trim());
        expect(q).not.toBe('');
      }),
      { numRuns: 200 },
    );
  });

  it('reads back the filters the client writes into the URL', () => {
    fc.assert(
      fc.property(filters, (chosen) => {
        const [from, to] = [chosen.from, chosen.to].sort();
        const sent = { ...chosen, from, to };
        const query = Object.fromEntries(new URLSearchParams(exportQueryString(sent)));
        expect(ExportQuerySchema.parse(query)).toEqual({
          from,
          to,
          locationIds: sent.locationIds ?? [],
          q: sent.q,
        });
      }),
    );
  });

  it('names only the date that is not real, not the order of the two', () => {
    fc.assert(
      fc.property(dateLikeIso, realDate, (from, to) => {
        fc.pre(!isSupportedDate(from));
        const result = ExportQuerySchema.safeParse({ from, to });
        expect(result.error?.issues.map((issue) => issue.message)).toEqual([
          isIsoDate(from) ? DATE_RANGE_MESSAGE : REAL_DATES,
        ]);
      }),
    );
  });

  it('refuses a date sent twice (an array from the query string) with the date message', () => {
    const result = ExportQuerySchema.safeParse({ from: ['2026-01-01', '2026-01-02'] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([REAL_DATES]);
  });
});

describe('ExportPreviewSchema', () => {
  it('returns the count and the rows, and nothing else that came with them', () => {
    expectResponseShape(
      ExportPreviewSchema,
      fc.record({
        total: fc.nat(),
        rows: fc.array(
          fc
            .record({
              request: coverageRequest,
              hours: fc.option(
                fc.integer({ min: 0, max: 250 }).map((tenths) => tenths / 10),
                {
                  nil: null,
                },
              ),
            })
            .map(({ request, hours }) => ({ ...request, hours })),
          { maxLength: 3 },
        ),
      }),
    );
  });
});
