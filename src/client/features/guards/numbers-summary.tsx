import { PhoneOff } from 'lucide-react';
import { Link } from 'react-router';

/** The search parameter and value of the view of guards whose number needs fixing. */
export const NUMBERS_PARAM = 'numbers';
export const NUMBERS_TO_FIX = 'fix';

const linkClass =
  'rounded-sm font-medium underline underline-offset-4 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * Issue #30: numbers stored before they were checked that texts cannot go to (migration 0020
 * could not read them), counted with a link to the list of them; or, in that list, the way back.
 */
export function NumbersToFixSummary({ count, filtered }: { count: number; filtered: boolean }) {
  if (filtered) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="flex items-center gap-2">
          <PhoneOff aria-hidden="true" className="size-4 text-warning" />
          Showing guards whose mobile number needs fixing: edit each to correct it.
        </span>
        <Link to={{ search: '' }} className={linkClass}>
          Show all guards
        </Link>
      </p>
    );
  }
  if (count === 0) return null;
  return (
    <p className="flex items-center gap-2 text-sm">
      <PhoneOff aria-hidden="true" className="size-4 shrink-0 text-warning" />
      <Link to={{ search: `?${NUMBERS_PARAM}=${NUMBERS_TO_FIX}` }} className={linkClass}>
        {count === 1
          ? "1 guard's mobile number needs fixing"
          : `${String(count)} guards' mobile numbers need fixing`}
      </Link>
    </p>
  );
}
