import { ChevronDown, Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { Location } from '../../shared/locations';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { Checkbox } from './ui/checkbox';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { Popover, PopoverContent, PopoverTrigger } from './ui/popover';

/** What the closed field says: every location, or how many are chosen. */
export function locationSelectionLabel(count: number): string {
  if (count === 0) return 'Show All Locations';
  return count === 1 ? '1 location selected' : `${String(count)} locations selected`;
}

interface LocationMultiSelectProps {
  id: string;
  locations: readonly Location[];
  /** The chosen locations; empty means every location ('Show All Locations'). */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  disabled?: boolean;
}

function matches(location: Location, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return (
    !needle ||
    location.name.toLowerCase().includes(needle) ||
    location.deptCode.toLowerCase().includes(needle)
  );
}

/**
 * A location filter (the export's, the reports'): 'Show All Locations' (the default) or any set of locations,
 * found by name or dept code, with the count of those chosen on the field.
 */
export function LocationMultiSelect(props: LocationMultiSelectProps) {
  const { id, locations, selected, onChange, disabled } = props;
  const [search, setSearch] = useState('');
  const searchId = useId();
  const chosen = new Set(selected);
  const shown = locations.filter((location) => matches(location, search));

  const toggle = (locationId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(locationId);
    else next.delete(locationId);
    onChange([...next]);
  };

  return (
    <Popover onOpenChange={(open) => !open && setSearch('')}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          disabled={disabled}
          className="w-full justify-between font-normal"
        >
          <span className="truncate">{locationSelectionLabel(selected.length)}</span>
          <span className="flex items-center gap-2">
            {selected.length > 0 ? (
              <Badge variant="secondary" aria-hidden="true">
                {selected.length}
              </Badge>
            ) : null}
            <ChevronDown aria-hidden="true" className="opacity-60" />
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        aria-label="Choose locations"
        className="max-h-[min(22rem,var(--radix-popover-content-available-height))]"
      >
        <div className="relative border-b border-border p-2">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Label htmlFor={searchId} className="sr-only">
            Find a location
          </Label>
          <Input
            id={searchId}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Find by name or dept code"
            autoComplete="off"
            className="pl-9"
          />
        </div>
        <div className="flex items-center gap-3 border-b border-border px-3 py-2">
          <Checkbox
            id={`${id}-all`}
            checked={selected.length === 0}
            onCheckedChange={(on) => on === true && onChange([])}
          />
          <Label htmlFor={`${id}-all`} className="flex-1 cursor-pointer py-1 font-medium">
            Show All Locations
          </Label>
        </div>
        <ul className="min-h-0 flex-1 overflow-y-auto py-1" aria-label="Locations">
          {shown.map((location) => {
            const checkboxId = `${id}-${location.id}`;
            return (
              <li key={location.id} className="flex items-center gap-3 px-3 py-1.5">
                <Checkbox
                  id={checkboxId}
                  checked={chosen.has(location.id)}
                  onCheckedChange={(on) => toggle(location.id, on === true)}
                />
                <Label
                  htmlFor={checkboxId}
                  className="flex min-w-0 flex-1 cursor-pointer items-baseline justify-between gap-2 py-1 font-normal"
                >
                  <span className="truncate">{location.name}</span>
                  <span className="shrink-0 font-mono text-xs text-muted-foreground">
                    {location.deptCode}
                  </span>
                </Label>
              </li>
            );
          })}
          {shown.length === 0 ? (
            <li className="px-3 py-4 text-center text-sm text-muted-foreground">
              No location matches
            </li>
          ) : null}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
