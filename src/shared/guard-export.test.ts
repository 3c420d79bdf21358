import { describe, expect, it } from 'vitest';
import { parseGuardCsv } from './guard-csv.js';
import { guardExportCsv, guardExportFileName } from './guard-export.js';
import type { GuardListItem } from './guards.js';
import { formatPhone } from './phone.js';

const guard = (changes: Partial<GuardListItem> = {}): GuardListItem => ({
  id: 'g1',
  firstName: 'Kim',
  lastName: 'Soto',
  contactNumber: '+12015550100',
  email: 'kim@example.com',
  guardCard: 'GC-1',
  expDate: '2027-01-31',
  version: 1,
  qualifications: [
    { qualificationId: 'q1', name: 'Armed', expiresOn: '2027-03-31' },
    { qualificationId: 'q2', name: 'CPR', expiresOn: null },
  ],
  ...changes,
});

describe('the guard CSV export (issue #32)', () => {
  it('writes the header and a line per guard, qualifications in the import format', () => {
    const guards = [guard(), guard({ firstName: 'Bo', qualifications: [], contactNumber: null })];
    expect(guardExportCsv(guards, (e164) => formatPhone(e164, 'US'))).toBe(
      'First Name,Last Name,Contact Number,Email,Guard Card,Expiration Date,Qualifications\r\n' +
        'Kim,Soto,(201) 555-0100,kim@example.com,GC-1,2027-01-31,Armed (exp 2027-03-31); CPR\r\n' +
        'Bo,Soto,,kim@example.com,GC-1,2027-01-31,\r\n',
    );
  });

  it('neutralises cells a spreadsheet would run as formulas, and quotes commas', () => {
    const line = guardExportCsv([
      guard({
        firstName: '=HYPERLINK("x")',
        lastName: 'Soto, Jr',
        qualifications: [{ qualificationId: 'q', name: '+1 Armed', expiresOn: null }],
      }),
    ]).split('\r\n')[1];
    expect(line).toBe(
      `"'=HYPERLINK(""x"")","Soto, Jr",'+12015550100,kim@example.com,GC-1,2027-01-31,'+1 Armed`,
    );
  });

  it('imports back what it exports: names and qualifications', () => {
    const parsed = parseGuardCsv(
      guardExportCsv([guard(), guard({ firstName: 'Bo', qualifications: [] })]),
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.guards).toEqual([
      {
        firstName: 'Kim',
        lastName: 'Soto',
        row: 2,
        qualifications: [
          { name: 'Armed', expiresOn: '2027-03-31' },
          { name: 'CPR', expiresOn: null },
        ],
      },
      { firstName: 'Bo', lastName: 'Soto', row: 3 },
    ]);
  });

  it('names the file by the day', () => {
    expect(guardExportFileName('2026-11-26')).toBe('guards_2026-11-26.csv');
  });
});
