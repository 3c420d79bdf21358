import { describe, expect, it } from 'vitest';
import { parseGuardCsv } from './guard-csv.js';
import {
  matchQualifications,
  qualificationsText,
  readQualificationsCell,
} from './qualification-cell.js';

describe('the Qualifications cell (issue #32)', () => {
  it('writes names separated by "; ", each with its expiry date when it has one', () => {
    expect(
      qualificationsText([
        { name: 'Armed', expiresOn: '2027-03-31' },
        { name: 'CPR', expiresOn: null },
      ]),
    ).toBe('Armed (exp 2027-03-31); CPR');
    expect(qualificationsText([])).toBe('');
  });

  it.each<[string, { name: string; expiresOn: string | null }[]]>([
    [
      'Armed (exp 2027-03-31); CPR',
      [
        { name: 'Armed', expiresOn: '2027-03-31' },
        { name: 'CPR', expiresOn: null },
      ],
    ],
    [
      '  CPR ;; Fire watch ;',
      [
        { name: 'CPR', expiresOn: null },
        { name: 'Fire watch', expiresOn: null },
      ],
    ],
    ['Armed(EXP 2027-03-31)', [{ name: 'Armed', expiresOn: '2027-03-31' }]],
    ['Armed ( exp  2027-03-31 )', [{ name: 'Armed', expiresOn: '2027-03-31' }]],
    [
      "'+1 Armed; CPR",
      [
        { name: '+1 Armed', expiresOn: null },
        { name: 'CPR', expiresOn: null },
      ],
    ],
    ['First aid (level 2)', [{ name: 'First aid (level 2)', expiresOn: null }]],
    ['', []],
    [' ; ', []],
  ])('reads %j', (cell, qualifications) => {
    expect(readQualificationsCell(cell)).toEqual({ ok: true, qualifications });
  });

  it('reads back what it writes', () => {
    const held = [
      { name: 'Armed', expiresOn: '2027-03-31' },
      { name: 'Dog handler', expiresOn: null },
    ];
    expect(readQualificationsCell(qualificationsText(held))).toEqual({
      ok: true,
      qualifications: held,
    });
  });

  it.each([
    [
      'Armed (exp 2027-02-30)',
      '"Armed (exp 2027-02-30)" has no real expiry date (write exp yyyy-MM-dd)',
    ],
    [
      'Armed (exp 31/03/2027)',
      '"Armed (exp 31/03/2027)" has no real expiry date (write exp yyyy-MM-dd)',
    ],
    [
      'Armed (exp 1999-12-31)',
      '"Armed (exp 1999-12-31)" has no real expiry date (write exp yyyy-MM-dd)',
    ],
    ['(exp 2027-03-31)', '"(exp 2027-03-31)" has no qualification name'],
    ['Armed; armed (exp 2027-01-01)', '"armed" is listed twice'],
    ['x'.repeat(61), `unknown qualification "${'x'.repeat(61)}"`],
  ])('refuses %j: %s', (cell, problem) => {
    expect(readQualificationsCell(cell)).toEqual({ ok: false, problem });
  });

  it('matches names on the list trimmed and in any letter case, naming the first unknown', () => {
    const list = [
      { id: 'q1', name: 'Armed' },
      { id: 'q2', name: 'CPR' },
    ];
    expect(
      matchQualifications(
        [
          { name: 'cpr', expiresOn: null },
          { name: 'ARMED', expiresOn: '2027-03-31' },
        ],
        list,
      ),
    ).toEqual({
      ok: true,
      held: [
        { qualificationId: 'q2', expiresOn: null },
        { qualificationId: 'q1', expiresOn: '2027-03-31' },
      ],
    });
    expect(matchQualifications([{ name: 'Armd', expiresOn: null }], list)).toEqual({
      ok: false,
      problem: 'unknown qualification "Armd"',
    });
  });
});

describe('parseGuardCsv with a Qualifications column (issue #32)', () => {
  it('keeps each guard row and the qualifications of a non-empty cell', () => {
    const text = [
      'First Name,Last Name,Qualifications',
      'Ana,Diaz,"Armed (exp 2027-03-31); CPR"',
      'Bo,Lee,',
      ',Nameless,CPR',
      'Cy,Park,Fire watch',
    ].join('\r\n');
    expect(parseGuardCsv(text)).toEqual({
      guards: [
        {
          firstName: 'Ana',
          lastName: 'Diaz',
          row: 2,
          qualifications: [
            { name: 'Armed', expiresOn: '2027-03-31' },
            { name: 'CPR', expiresOn: null },
          ],
        },
        { firstName: 'Bo', lastName: 'Lee', row: 3 },
        {
          firstName: 'Cy',
          lastName: 'Park',
          row: 5,
          qualifications: [{ name: 'Fire watch', expiresOn: null }],
        },
      ],
      skipped: 1,
      error: null,
      problems: [],
    });
  });

  it('names each row whose cell cannot be read', () => {
    const text =
      'First Name,Last Name,qualifications\nAna,Diaz,Armed (exp 2027-02-30)\nBo,Lee,CPR; cpr\n';
    expect(parseGuardCsv(text).problems).toEqual([
      'Row 2: "Armed (exp 2027-02-30)" has no real expiry date (write exp yyyy-MM-dd)',
      'Row 3: "cpr" is listed twice',
    ]);
  });
});
