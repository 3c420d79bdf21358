import { QueryClient, type QueryKey, type QueryMeta } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  coverageSummaryQueryOptions,
  guardAvailabilityQueryOptions,
  locationRequestsQueryOptions,
} from '../features/coverage-requests/api';
import { exportPreviewQueryOptions } from '../features/export/api';
import { guardAccountsQueryOptions } from '../features/guards/invite-api';
import { guardNumbersQueryOptions } from '../features/guards/numbers-api';
import { scheduleWeekQueryOptions } from '../features/schedule/api';
import {
  candidatesQueryOptions,
  myShiftsQueryOptions,
  openShiftsQueryOptions,
  requestOffersQueryOptions,
} from '../features/shift-offers/api';
import {
  filledShiftsQueryOptions,
  shiftContactsQueryOptions,
} from '../features/shift-offers/office-api';
import { announce, type DataChange } from '../lib/data-changes';
import { coverageHistoryQueryOptions } from '../lib/queries/coverage-history';
import { guardsQueryOptions } from '../lib/queries/guards';
import { locationsQueryOptions } from '../lib/queries/locations';

/**
 * Every screen's data refreshes after the writes that change it, whichever feature writes
 * (issue #31): each query names the changes it shows, and a write announces its change.
 */
const QUERIES: Record<string, { queryKey: QueryKey; meta?: QueryMeta | undefined }> = {
  'dashboard cards': coverageSummaryQueryOptions('2026-11'),
  'month dialog': locationRequestsQueryOptions('2026-11', 'loc-1'),
  'guard picker bookings': guardAvailabilityQueryOptions({
    date: '2026-11-23',
    startTime: '06:00',
    endTime: '14:00',
    locationId: 'loc-1',
  }),
  'week board': scheduleWeekQueryOptions('2026-W48'),
  'export preview': exportPreviewQueryOptions({ from: '', to: '', locationIds: [], q: '' }),
  'request history': coverageHistoryQueryOptions('req-1'),
  'open shifts board': openShiftsQueryOptions({ from: '2026-11-22', to: '2026-11-29' }),
  'find cover candidates': candidatesQueryOptions('req-1', ''),
  'find cover offers': requestOffersQueryOptions('req-1'),
  'calls logged': shiftContactsQueryOptions('req-1'),
  'call-out picker': filledShiftsQueryOptions('2026-11-22', ''),
  'my shifts': myShiftsQueryOptions(),
  'guard accounts': guardAccountsQueryOptions,
  'guard numbers': guardNumbersQueryOptions,
  locations: locationsQueryOptions,
  guards: guardsQueryOptions,
};

/** The screens that are stale after `change` is announced, with every query cached and fresh. */
async function staleAfter(change: DataChange): Promise<string[]> {
  const queryClient = new QueryClient();
  const cache = queryClient.getQueryCache();
  for (const options of Object.values(QUERIES)) {
    // Built as the hooks build them (meta included), with data and no fetch.
    cache.build(queryClient, { ...options, queryFn: () => null });
    queryClient.setQueryData(options.queryKey, null);
  }
  await announce(queryClient, change);
  return Object.entries(QUERIES)
    .filter(([, { queryKey }]) => cache.find({ queryKey, exact: true })?.state.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('what a write refreshes on other screens', () => {
  it('an offer, answer, call or call-out: every view of coverage and of shifts', async () => {
    expect(await staleAfter('shifts')).toEqual(
      [
        'dashboard cards',
        'month dialog',
        'guard picker bookings',
        'week board',
        'export preview',
        'request history',
        'open shifts board',
        'find cover candidates',
        'find cover offers',
        'calls logged',
        'call-out picker',
        'my shifts',
      ].sort(),
    );
  });

  it('a request added, edited, deleted or imported: the coverage views and the boards', async () => {
    expect(await staleAfter('coverage')).toEqual(
      [
        'dashboard cards',
        'month dialog',
        'guard picker bookings',
        'week board',
        'export preview',
        'request history',
        'open shifts board',
        'call-out picker',
      ].sort(),
    );
  });

  it('a post renamed: every list that joins its name, not the post list (its own key)', async () => {
    expect(await staleAfter('locations')).toEqual(
      [
        'dashboard cards',
        'month dialog',
        'week board',
        'export preview',
        'open shifts board',
        'call-out picker',
      ].sort(),
    );
  });

  it('a guard changed: their account, number notes and the candidates for a shift', async () => {
    expect(await staleAfter('guards')).toEqual(
      ['find cover candidates', 'guard accounts', 'guard numbers'].sort(),
    );
  });
});
