// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate } from './calendar.js';
import { parseCsvDate, readCoverageCsv, type CsvLocation } from './coverage-csv.js';
import { CoverageImportSchema } from './coverage-requests.js';
import { csvField } from './csv.js';
import { dateLikeIso, keptText, realDate } from './test/arbitraries.js';

const locations: CsvLocation[] = [
  { id: 'loc-1', name: 'North Gate', deptCode: 'NG-01' },
  { id: 'loc-2', name: 'Café 😀', deptCode: 'mall7' },
];

/** A yyyy-MM-dd date written M/D/YYYY, with or without leading zeros. */
const usDate = (iso: string, zeros: boolean) => {
  const [year = '', month = '', day = ''] = iso.split('-');
  const trim = (part: string) => (zeros ? part : String(Number(part)));
  return `${trim(month)}/${trim(day)}/${year}`;
};

describe('parseCsvDate', () => {
  it('reads every real date written M/D/YYYY or MM/DD/YYYY', () => {
    fc.assert(
      fc.property(realDate, fc.boolean(), (iso, zeros) => {
        expect(parseCsvDate(usDate(iso, zeros))).toBe(iso);
      }),
    );
  });

  it('refuses a day the calendar lacks (2/30, month 13)', () => {
    fc.assert(
      fc.property(dateLikeIso, (iso) => {
        fc.pre(!isIsoDate(iso));
        expect(parseCsvDate(usDate(iso, true))).toBeNull();
      }),
    );
    for (const text of ['02/30/2026', '13/01/2026', '2026-02-30', '2/29/2026']) {
      expect(parseCsvDate(text), text).toBeNull();
    }
  });
});

describe('readCoverageCsv', () => {
  /** A row as a person writes it: the dept code in any case and spacing, or one no location has. */
  const row = fc.record({
    date: realDate,
    zeros: fc.boolean(),
    locationName: fc.oneof(fc.constant(''), keptText(20)),
    deptCode: fc.oneof(
      fc.constantFrom('NG-01', ' ng-01 ', 'MALL7', 'mall7'),
      keptText(8).filter((code) => !['ng-01', 'mall7'].includes(code.toLowerCase())),
    ),
    note: fc.oneof(fc.constant(''), keptText(40)),
  });

  it('reads back every row written, matched by its Dept_Code, and the server takes the matched', () => {
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 10 }),
        fc.constantFrom('\r\n', '\n'),
        (rows, eol) => {
          const lines = rows.map((written) =>
            [
              usDate(written.date, written.zeros),
              written.locationName,
              written.deptCode,
              written.note,
            ]
              .map(csvField)
              .join(','),
          );
          const text = `\uFEFFDate,Location Name,Dept_Code,Note${eol}${lines.join(eol)}${eol}`;
          const result = readCoverageCsv(text, locations);
          expect(result.error).toBeNull();
          expect(result.invalidDates).toBe(0);
          expect(result.rows).toEqual(
            rows.map((written) => ({
              date: written.date,
              locationName: written.locationName,
              deptCode: written.deptCode.trim(),
              note: written.note || null,
              location:
                locations.find(
                  (place) => place.deptCode.toLowerCase() === written.deptCode.trim().toLowerCase(),
                ) ?? null,
            })),
          );
          const matched = result.rows.flatMap((read) =>
            read.location
              ? [{ date: read.date, locationId: read.location.id, notes: read.note }]
              : [],
          );
          if (matched.length > 0)
            expect(CoverageImportSchema.parse({ rows: matched }).rows).toEqual(matched);
        },
      ),
      { numRuns: 50 },
    );
  });
});
