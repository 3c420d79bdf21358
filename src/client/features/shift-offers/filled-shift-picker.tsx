import { useDeferredValue, useState } from 'react';
import { FILLED_SHIFTS_DAYS, type FilledShift } from '../../../shared/call-outs';
import { localIsoDate } from '../../../shared/calendar';
import { formatDate } from '../../../shared/date-format';
import { shiftTimes } from '../../../shared/shift-offers';
import { LoadError } from '../../components/list-states';
import { TableSkeleton } from '../../components/row-actions';
import { SearchField } from '../../components/search-field';
import { useFilledShifts } from './office-api';

/** Fewer letters than this search nothing yet: the soonest shifts stay listed. */
const SEARCH_MIN = 2;

/**
 * 'Report a call out', first step: the guard on the phone says who they are; their coming shifts
 * (or the soonest of everyone's) are listed, each a button that leads to the call-out.
 */
export function FilledShiftPicker({ onPick }: { onPick: (shift: FilledShift) => void }) {
  const [search, setSearch] = useState('');
  const typed = useDeferredValue(search.trim().length >= SEARCH_MIN ? search.trim() : '');
  const filled = useFilledShifts(localIsoDate(new Date()), typed);

  let list;
  if (filled.isError) {
    list = (
      <LoadError
        title="Could not load the shifts"
        message={filled.error.message}
        onRetry={() => void filled.refetch()}
      />
    );
  } else if (!filled.data) {
    list = <TableSkeleton label="Loading shifts" rows={4} />;
  } else if (filled.data.shifts.length === 0) {
    list = (
      <p className="px-2 py-6 text-center text-sm text-muted-foreground">
        {typed
          ? `No filled shift matches in the next ${String(FILLED_SHIFTS_DAYS)} days`
          : `No filled shift in the next ${String(FILLED_SHIFTS_DAYS)} days`}
      </p>
    );
  } else {
    list = (
      <ul aria-label="Filled shifts" className="flex flex-col divide-y divide-border">
        {filled.data.shifts.map((shift) => (
          <li key={shift.id}>
            <button
              type="button"
              onClick={() => onPick(shift)}
              className="flex min-h-14 w-full flex-col items-start gap-0.5 rounded-md px-3 py-2 text-left outline-hidden hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="font-medium break-words">{shift.assignedGuardName}</span>
              <span className="text-sm break-words text-muted-foreground">
                {`${formatDate(shift.date)} · ${shiftTimes(shift)} · ${shift.locationName}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  const shown = filled.data?.shifts.length ?? 0;
  const total = filled.data?.total ?? 0;
  return (
    <div className="flex min-h-0 flex-col gap-3">
      <SearchField
        label="Find the guard or post"
        placeholder="Guard or post"
        value={search}
        onChange={setSearch}
      />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {total > shown
          ? `The soonest ${String(shown)} of ${String(total)}; type a name to find others.`
          : `Shifts with a guard that have not started, the next ${String(FILLED_SHIFTS_DAYS)} days.`}
      </p>
      <div className="-mx-1 max-h-[50dvh] overflow-y-auto px-1">{list}</div>
    </div>
  );
}
