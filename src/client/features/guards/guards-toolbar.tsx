import { AlertTriangle, CircleCheck, Search, X } from 'lucide-react';
import { Link } from 'react-router';
import { Input } from '../../components/ui/input';
import { CARDS_ATTENTION, CARDS_PARAM } from './guard-filters';

const linkClass =
  'rounded-sm font-medium underline underline-offset-4 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** The count of cards needing attention, linking to the filtered view, or the way back. */
export function CardAttentionSummary({ count, filtered }: { count: number; filtered: boolean }) {
  if (filtered) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="flex items-center gap-2">
          <AlertTriangle aria-hidden="true" className="size-4 text-warning" />
          Showing guards whose cards are expired or expire within 30 days.
        </span>
        <Link to={{ search: '' }} className={linkClass}>
          Show all guards
        </Link>
      </p>
    );
  }
  if (count === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CircleCheck aria-hidden="true" className="size-4 text-success" />
        No guard cards are expired or expiring.
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm">
      <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-warning" />
      <Link to={{ search: `?${CARDS_PARAM}=${CARDS_ATTENTION}` }} className={linkClass}>
        {count} guard card{count === 1 ? '' : 's'} expired or expiring
      </Link>
    </p>
  );
}

/** The name search above the guards table. */
export function GuardSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative w-full sm:max-w-xs">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label="Search guards by name"
        placeholder="Search by name…"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
