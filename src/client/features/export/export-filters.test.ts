import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTERS, filtersSummary, locationSelectionLabel } from './export-filters';

const unplaced = { address: null, latitude: null, longitude: null, radiusMeters: 150 };
const locations = [
  { id: 'a', name: 'Main Gate', deptCode: 'MG-1', version: 1, ...unplaced },
  { id: 'b', name: 'Harbor Dock', deptCode: 'HD-2', version: 1, ...unplaced },
];

describe('export filter summary', () => {
  afterEach(() => void vi.useRealTimers());

  it('says every date and location when nothing is chosen', () => {
    expect(filtersSummary(EMPTY_FILTERS, locations)).toBe('All dates · All locations');
  });

  it('writes dates as text does everywhere, one day once, open-ended ranges in words', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 26, 12), toFake: ['Date'] });
    const day = { ...EMPTY_FILTERS, from: '2026-11-22', to: '2026-11-22' };
    expect(filtersSummary(day, locations)).toBe('Sun, Nov 22 · All locations');
    const range = { ...EMPTY_FILTERS, from: '2025-12-15', to: '2026-11-22' };
    expect(filtersSummary(range, locations)).toBe(
      'Mon, Dec 15, 2025 – Sun, Nov 22 · All locations',
    );
    expect(filtersSummary({ ...EMPTY_FILTERS, from: '2026-11-15' }, locations)).toMatch(
      /^From Sun, Nov 15 · /,
    );
    expect(filtersSummary({ ...EMPTY_FILTERS, to: '2026-11-22' }, locations)).toMatch(
      /^Until Sun, Nov 22 · /,
    );
  });

  it('names one chosen location, counts several, and quotes the notes search', () => {
    expect(filtersSummary({ ...EMPTY_FILTERS, locationIds: ['b'] }, locations)).toBe(
      'All dates · Harbor Dock',
    );
    expect(
      filtersSummary({ ...EMPTY_FILTERS, locationIds: ['a', 'b'], q: ' late ' }, locations),
    ).toBe('All dates · 2 locations selected · Notes contain “late”');
  });

  it('labels the location field by how many are chosen', () => {
    expect(locationSelectionLabel(0)).toBe('Show All Locations');
    expect(locationSelectionLabel(1)).toBe('1 location selected');
    expect(locationSelectionLabel(12)).toBe('12 locations selected');
  });
});
