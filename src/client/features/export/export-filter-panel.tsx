import { ChevronDown, RotateCcw, Search } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import type { SyntheticEvent } from 'react';
import { FIRST_DATE, LAST_DATE, localIsoDate } from '../../../shared/calendar';
import { EXPORT_SEARCH_MAX, quickRange, type QuickRange } from '../../../shared/coverage-export';
import type { Location } from '../../../shared/locations';
import { Button } from '../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import type { FieldErrors } from '../../lib/form-errors';
import type { ExportFilters } from './api';
import { filtersSummary } from './export-filters';
import { LocationMultiSelect } from '../../components/location-multi-select';

const QUICK_RANGES: { range: QuickRange; label: string }[] = [
  { range: 'today', label: 'Today' },
  { range: 'yesterday', label: 'Yesterday' },
  { range: 'last7', label: 'Last 7 Days' },
];

interface ExportFilterPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  values: ExportFilters;
  onChange: (values: ExportFilters) => void;
  /** Why a search was refused: a backwards date range, or too many locations. */
  errors: FieldErrors<'to' | 'locationIds'>;
  locations: readonly Location[];
  locationsLoading: boolean;
  searching: boolean;
  onSearch: () => void;
  onNewSearch: () => void;
}

/**
 * The collapsible filters of the export: quick ranges, start and end dates, locations and a
 * notes search, with Search and New Search. Closed, its header sums up the filters in use.
 */
export function ExportFilterPanel(props: ExportFilterPanelProps) {
  const { open, onOpenChange, values, onChange, locations } = props;
  const today = localIsoDate(new Date());
  const set = (patch: Partial<ExportFilters>) => onChange({ ...values, ...patch });
  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    props.onSearch();
  };

  return (
    <Card>
      <Collapsible.Root open={open} onOpenChange={onOpenChange}>
        <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1">
            <CardTitle id="export-filters-title">Filters</CardTitle>
            {open ? null : (
              <p className="truncate text-sm text-muted-foreground">
                {filtersSummary(values, locations)}
              </p>
            )}
          </div>
          <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">
            {open ? null : <NewSearchButton onClick={props.onNewSearch} />}
            <Collapsible.Trigger asChild>
              <Button variant="ghost" size="sm">
                {open ? 'Hide filters' : 'Show filters'}
                <ChevronDown
                  aria-hidden="true"
                  className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
                />
              </Button>
            </Collapsible.Trigger>
          </div>
        </CardHeader>
        <Collapsible.Content>
          <form
            noValidate
            onSubmit={handleSubmit}
            aria-labelledby="export-filters-title"
            className="flex flex-col gap-5 px-4 pb-4 sm:px-6 sm:pb-6"
          >
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Quick ranges</legend>
              <div className="flex flex-wrap gap-2">
                {QUICK_RANGES.map(({ range, label }) => {
                  const dates = quickRange(range, today);
                  const active = values.from === dates.from && values.to === dates.to;
                  return (
                    <Button
                      key={range}
                      type="button"
                      size="sm"
                      variant={active ? 'default' : 'outline'}
                      aria-pressed={active}
                      onClick={() => set(dates)}
                    >
                      {label}
                    </Button>
                  );
                })}
              </div>
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="export-from" label="Start Date">
                {(control) => (
                  <Input
                    {...control}
                    type="date"
                    value={values.from}
                    min={FIRST_DATE}
                    max={values.to || LAST_DATE}
                    onChange={(event) => set({ from: event.target.value })}
                  />
                )}
              </Field>
              <Field id="export-to" label="End Date" error={props.errors.to}>
                {(control) => (
                  <Input
                    {...control}
                    type="date"
                    value={values.to}
                    min={values.from || FIRST_DATE}
                    max={LAST_DATE}
                    onChange={(event) => set({ to: event.target.value })}
                  />
                )}
              </Field>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                id="export-locations"
                label="Locations"
                hint={props.locationsLoading ? 'Loading locations…' : undefined}
                error={props.errors.locationIds}
              >
                {({ id }) => (
                  <LocationMultiSelect
                    id={id}
                    locations={locations}
                    selected={values.locationIds}
                    onChange={(locationIds) => set({ locationIds })}
                    disabled={props.locationsLoading}
                  />
                )}
              </Field>
              <Field id="export-search" label="Search notes">
                {(control) => (
                  <Input
                    {...control}
                    type="search"
                    value={values.q}
                    maxLength={EXPORT_SEARCH_MAX}
                    placeholder="e.g. call out"
                    autoComplete="off"
                    onChange={(event) => set({ q: event.target.value })}
                  />
                )}
              </Field>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <NewSearchButton onClick={props.onNewSearch} />
              <Button type="submit" loading={props.searching}>
                <Search aria-hidden="true" />
                Search
              </Button>
            </div>
          </form>
        </Collapsible.Content>
      </Collapsible.Root>
    </Card>
  );
}

/** Clears the filters and the preview and shows the filters (spec section 4). */
function NewSearchButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" variant="outline" onClick={onClick}>
      <RotateCcw aria-hidden="true" />
      New Search
    </Button>
  );
}
