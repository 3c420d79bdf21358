import { useId } from 'react';
import { FIRST_DATE, LAST_DATE } from '../../../shared/calendar';
import { LocationMultiSelect } from '../../components/location-multi-select';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useLocations } from '../../lib/queries/locations';
import type { ReportFilters } from './api';

/** The range and posts every report covers; the last 12 weeks and every post by default. */
export function ReportFilterBar({
  filters,
  problem,
  onChange,
  onReset,
}: {
  filters: ReportFilters;
  /** Why the range cannot be reported, or null. */
  problem: string | null;
  onChange: (filters: ReportFilters) => void;
  onReset: () => void;
}) {
  const locations = useLocations();
  const id = useId();
  return (
    <form
      aria-label="Report filters"
      className="grid gap-3 sm:grid-cols-[10rem_10rem_minmax(0,18rem)_auto] sm:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          min={FIRST_DATE}
          max={LAST_DATE}
          value={filters.from}
          required
          onChange={(event) => onChange({ ...filters, from: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          min={FIRST_DATE}
          max={LAST_DATE}
          value={filters.to}
          required
          onChange={(event) => onChange({ ...filters, to: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-posts`}>Posts</Label>
        <LocationMultiSelect
          id={`${id}-posts`}
          locations={locations.data ?? []}
          selected={filters.locations}
          disabled={!locations.data}
          onChange={(selected) => onChange({ ...filters, locations: selected })}
        />
      </div>
      <Button type="button" variant="ghost" onClick={onReset}>
        Last 12 weeks, all posts
      </Button>
      {problem ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-4">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
