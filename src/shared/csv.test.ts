import { describe, expect, it } from 'vitest';
import { CSV_MAX_BYTES, csvFileProblem } from './csv.js';

describe('csvFileProblem', () => {
  const file = (name: string, type: string, size = 100) => ({ name, type, size });

  it('accepts .csv files whatever MIME type the browser reports', () => {
    for (const type of ['text/csv', 'application/vnd.ms-excel', 'text/plain', '']) {
      expect(csvFileProblem(file('posts.CSV', type)), type).toBeNull();
    }
    expect(csvFileProblem(file('export', 'text/csv'))).toBeNull();
  });

  it('refuses other files with the spec message', () => {
    for (const [name, type] of [
      ['posts.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['notes.txt', 'text/plain'],
      ['posts.csv', 'application/pdf'],
    ] as const) {
      expect(csvFileProblem(file(name, type))).toEqual({ title: 'Please select a valid CSV file' });
    }
  });

  it('refuses a file over the size limit and says what to do', () => {
    expect(csvFileProblem(file('big.csv', 'text/csv', CSV_MAX_BYTES))).toBeNull();
    expect(csvFileProblem(file('big.csv', 'text/csv', CSV_MAX_BYTES + 1))).toEqual({
      title: 'The file is larger than 5 MB',
      description: 'Split it into smaller files and import them one by one.',
    });
  });
});
