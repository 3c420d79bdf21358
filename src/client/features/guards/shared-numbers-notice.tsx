import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { guardFullName } from '../../../shared/guards';
import type { SharedNumber } from '../../../shared/sms';
import { NUMBERS_PARAM } from './numbers-summary';

/** The value of NUMBERS_PARAM that shows only the guards who share a number (issue #40). */
export const NUMBERS_SHARED = 'shared';

const linkClass =
  'rounded-sm font-medium underline underline-offset-4 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** What goes before the name at `at` of `count`: 'Kim Soto and Lee Park', 'Ivy, Jon and Ola'. */
function joiner(at: number, count: number): string {
  if (at === 0) return '';
  return at === count - 1 ? ' and ' : ', ';
}

interface SharedNumbersNoticeProps {
  shared: readonly SharedNumber[];
  /** The number as people read it (formatPhone in the company's region). */
  display: (e164: string) => string;
  /** Opens a guard's edit form (managers), where the number is fixed; else names are text. */
  onOpen?: ((guardId: string) => void) | undefined;
  /** The table shows only these guards. */
  filtered: boolean;
}

/**
 * Issue #40: numbers several guards have, stored before a number was one guard's. A text from one
 * answers for no one, so each is listed until each guard has their own: 'Kim Soto and Lee Park
 * share (916) 555-0142', a name opening that guard's form. Nothing is deleted for them.
 */
export function SharedNumbersNotice({
  shared,
  display,
  onOpen,
  filtered,
}: SharedNumbersNoticeProps) {
  if (shared.length === 0) return null;
  return (
    <section
      aria-labelledby="shared-numbers-title"
      className="flex flex-col gap-1 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm"
    >
      <h2 id="shared-numbers-title" className="flex items-center gap-2 font-medium">
        <Users aria-hidden="true" className="size-4 shrink-0 text-warning" />
        {shared.length === 1
          ? 'A mobile number is shared by several guards'
          : `${String(shared.length)} mobile numbers are shared by several guards`}
      </h2>
      <p className="text-muted-foreground">
        Texts from a shared number take no shift: give each guard their own number.
      </p>
      <ul className="flex flex-col gap-1">
        {shared.map(({ contactNumber, guards }) => (
          <li key={contactNumber}>
            {guards.map((guard, at) => (
              <span key={guard.guardId}>
                {joiner(at, guards.length)}
                {onOpen ? (
                  <button type="button" className={linkClass} onClick={() => onOpen(guard.guardId)}>
                    {guardFullName(guard)}
                  </button>
                ) : (
                  guardFullName(guard)
                )}
              </span>
            ))}{' '}
            share <span className="whitespace-nowrap">{display(contactNumber)}</span>
          </li>
        ))}
      </ul>
      <p>
        {filtered ? (
          <Link to={{ search: '' }} className={linkClass}>
            Show all guards
          </Link>
        ) : (
          <Link to={{ search: `?${NUMBERS_PARAM}=${NUMBERS_SHARED}` }} className={linkClass}>
            Show only these guards
          </Link>
        )}
      </p>
    </section>
  );
}
