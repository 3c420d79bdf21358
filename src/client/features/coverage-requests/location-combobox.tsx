import { useCombobox } from 'downshift';
import { useState } from 'react';
import type { Location } from '../../../shared/locations';
import { useLocations } from '../../lib/queries/locations';
import { TypeaheadField } from '../../components/typeahead/typeahead-field';
import { typeaheadOptions } from './typeahead-options';

/** The longest location list shown at once; typing narrows it. */
const SHOWN_MAX = 100;

/** What the field shows of a location (an edited request's own carries no version). */
type LocationChoice = Pick<Location, 'id' | 'name' | 'deptCode'>;

/** A chosen location as its field shows it: "Name (CODE)". */
const locationLabel = (location: LocationChoice | null) =>
  location ? `${location.name} (${location.deptCode})` : '';

/** The locations whose name or dept code holds the typed text, case aside. */
function filterLocations(locations: readonly LocationChoice[], typed: string): LocationChoice[] {
  const query = typed.trim().toLowerCase();
  if (!query) return [...locations];
  return locations.filter(
    (location) =>
      location.name.toLowerCase().includes(query) ||
      location.deptCode.toLowerCase().includes(query),
  );
}

interface LocationComboboxProps {
  id: string;
  value: string | null;
  /** The edited request's location, shown until the list arrives. */
  fallback: LocationChoice | null;
  error: string | undefined;
  onChange: (locationId: string | null) => void;
}

/** Location*: a type-ahead over the locations by name or dept code (spec section 5). */
export function LocationCombobox({ id, value, fallback, error, onChange }: LocationComboboxProps) {
  const { data: locations = [], isPending } = useLocations();
  const selected =
    locations.find((location) => location.id === value) ??
    (fallback && fallback.id === value ? fallback : null);
  // What was typed filters the list; a chosen location (or nothing) lists them all.
  const [typed, setTyped] = useState('');
  const matches = filterLocations(locations, typed);
  const items = matches.slice(0, SHOWN_MAX);

  const combobox = useCombobox<LocationChoice>({
    ...typeaheadOptions({
      id,
      onTyped: setTyped,
      label: locationLabel,
      firstChoice: (text) => (text.trim() && filterLocations(locations, text).length > 0 ? 0 : -1),
    }),
    items,
    selectedItem: selected,
    itemToKey: (item) => item?.id ?? null,
    onSelectedItemChange: (changes) => onChange(changes.selectedItem?.id ?? null),
  });

  const { isOpen } = combobox;
  const hint =
    isOpen && !isPending && locations.length === 0
      ? 'No locations yet: they are added on the Locations page'
      : isOpen && !isPending && items.length === 0
        ? `No location matches \u201c${typed.trim()}\u201d`
        : isOpen && matches.length > SHOWN_MAX
          ? `Showing ${SHOWN_MAX} of ${matches.length}: keep typing to narrow the list`
          : null;

  return (
    <TypeaheadField
      id={id}
      label="Location*"
      combobox={combobox}
      items={items}
      itemKey={(location) => location.id}
      renderItem={(location) => (
        <>
          <span className="min-w-0 flex-1 break-words">{location.name}</span>{' '}
          <span className="text-xs text-muted-foreground">{location.deptCode}</span>
        </>
      )}
      isChosen={(location) => location.id === selected?.id}
      toggleLabel="Show locations"
      inputProps={{
        placeholder: isPending ? 'Loading locations\u2026' : 'Type a name or dept code',
        'aria-required': true,
      }}
      hint={hint}
      error={error}
    />
  );
}
