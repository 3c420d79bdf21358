import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, isCsvFile, parseCsv } from './csv.js';
import { controlCharacterInRow, NO_VALID_GUARDS, parseGuardCsv } from './guard-csv.js';

describe('isCsvFile', () => {
  it.each([
    [{ name: 'guards.csv', type: 'text/csv' }, true],
    [{ name: 'GUARDS.CSV', type: 'application/vnd.ms-excel' }, true],
    [{ name: 'guards.csv', type: '' }, true],
    [{ name: 'export', type: 'text/csv' }, true],
    [
      {
        name: 'guards.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      false,
    ],
    [{ name: 'photo.png', type: 'image/png' }, false],
    [{ name: 'guards.csv', type: 'image/png' }, false],
  ])('%j → %s', (file, expected) => {
    expect(isCsvFile(file)).toBe(expected);
  });
});

describe('parseGuardCsv', () => {
  it('reads the spec header aliases', () => {
    for (const [first, last] of [
      ['First Name', 'Last Name'],
      ['first_name', 'last_name'],
      ['First_Name', 'Last_Name'],
    ]) {
      const result = parseGuardCsv(`${first},${last}\nAna,Diaz\n`);
      expect(result.guards).toEqual([{ firstName: 'Ana', lastName: 'Diaz' }]);
      expect(result.error).toBeNull();
    }
  });

  it('handles a file as Excel writes it: BOM, CRLF, quotes, trailing empty columns', () => {
    const text = '\uFEFFFirst Name,Last Name,,\r\n"Mary, Jo"," O""Neil ",,\r\n\r\nLee,Park,,\r\n';
    expect(parseGuardCsv(text)).toEqual({
      guards: [
        { firstName: 'Mary, Jo', lastName: 'O"Neil' },
        { firstName: 'Lee', lastName: 'Park' },
      ],
      skipped: 0,
      error: null,
      problems: [],
    });
  });

  it('trims values, skips empty lines and drops rows missing a name', () => {
    const result = parseGuardCsv(
      'First Name,Last Name,Phone\n  Ana ,  Diaz ,1\n\n,Solo,2\nBo,,3\n',
    );
    expect(result.guards).toEqual([{ firstName: 'Ana', lastName: 'Diaz' }]);
    expect(result.skipped).toBe(2);
  });

  it('gives the exact message when no valid guard remains', () => {
    expect(parseGuardCsv('Name,Surname\nAna,Diaz\n').error).toBe(NO_VALID_GUARDS);
    expect(parseGuardCsv('First Name,Last Name\n,\n').error).toBe(NO_VALID_GUARDS);
    expect(parseGuardCsv('').error).toBe(NO_VALID_GUARDS);
    expect(NO_VALID_GUARDS).toBe(
      "No valid guards found in CSV. Make sure columns are named 'First Name'/'First_Name' and 'Last Name'/'Last_Name'",
    );
  });

  it('keeps all trimmed non-empty names through a write-then-parse round trip', () => {
    const name = fc
      .string({
        minLength: 1,
        maxLength: 30,
        unit: fc.constantFrom('a', 'Z', ' ', ',', '"', "'", 'é', '-', '\n', '\r\n'),
      })
      .map((value) => value.trim())
      .filter((value) => value.length > 0 && !/[\r\n]/.test(value));
    fc.assert(
      fc.property(
        fc.array(fc.record({ firstName: name, lastName: name }), { minLength: 1, maxLength: 20 }),
        (guards) => {
          const lines = guards.map((g) => `${csvField(g.firstName)},${csvField(g.lastName)}`);
          const text = `\uFEFFFirst Name,Last Name\r\n${lines.join('\r\n')}\r\n`;
          expect(parseGuardCsv(text).guards).toEqual(guards);
        },
      ),
    );
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const result = parseGuardCsv(text);
        expect(result.error === null).toBe(result.guards.length > 0);
      }),
    );
  });
});

describe('parseGuardCsv and control characters (issue #29)', () => {
  it('names the row whose name holds a quoted line break, and imports nothing', () => {
    const text = 'First Name,Last Name\nAna,Diaz\n"Dock\r\nBEGIN:VEVENT",Soto\n';
    expect(parseGuardCsv(text)).toEqual({
      guards: [],
      skipped: 0,
      error: controlCharacterInRow(3),
      problems: [],
    });
    expect(controlCharacterInRow(3)).toBe(
      'Row 3: a name contains a line break or another control character. Fix it in the file and try again.',
    );
  });
});

describe('parseCsv', () => {
  it('keeps quoted line breaks inside a field', () => {
    expect(parseCsv('A,B\n"one\ntwo",3\n').rows).toEqual([{ A: 'one\ntwo', B: '3' }]);
  });
});
