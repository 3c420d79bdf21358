import { formatDate } from '../../../shared/date-format';
import type { Location } from '../../../shared/locations';
import { locationSelectionLabel } from '../../components/location-multi-select';
import type { ExportFilters } from './api';

/** No dates, every location, no search: what the page starts with and New Search returns to. */
export const EMPTY_FILTERS: ExportFilters = { from: '', to: '', locationIds: [], q: '' };

export { locationSelectionLabel };

function dateRange(from: string, to: string): string {
  if (from && to) return from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;
  if (from) return `From ${formatDate(from)}`;
  if (to) return `Until ${formatDate(to)}`;
  return 'All dates';
}

/** One line saying what the filters select, shown while the panel is closed. */
export function filtersSummary(filters: ExportFilters, locations: readonly Location[]): string {
  const parts = [dateRange(filters.from, filters.to)];
  if (filters.locationIds.length === 1) {
    const location = locations.find(({ id }) => id === filters.locationIds[0]);
    parts.push(location ? location.name : locationSelectionLabel(1));
  } else {
    parts.push(
      filters.locationIds.length === 0
        ? 'All locations'
        : locationSelectionLabel(filters.locationIds.length),
    );
  }
  const q = filters.q.trim();
  if (q) parts.push(`Notes contain “${q}”`);
  return parts.join(' · ');
}
