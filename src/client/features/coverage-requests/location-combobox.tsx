import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { Check } from 'lucide-react';
import { useState } from 'react';
import type { Location } from '../../../shared/locations';
import { useLocations } from '../../lib/queries/locations';
import {
  ComboboxFrame,
  ComboboxToggle,
  comboboxInputClass,
  describedBy,
  listboxClass,
  optionClass,
  revealOnPhone,
} from './coverage-request-combobox';

/** The longest location list shown at once; typing narrows it. */
const SHOWN_MAX = 100;

/** A chosen location as its field shows it: "Name (CODE)". */
export const locationLabel = (location: Location | null) =>
  location ? `${location.name} (${location.deptCode})` : '';

/** The locations whose name or dept code holds the typed text, case aside. */
export function filterLocations(locations: readonly Location[], typed: string): Location[] {
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
  fallback: Location | null;
  error: string | undefined;
  onChange: (locationId: string | null) => void;
}

const { InputChange, InputBlur, InputKeyDownEscape } = useCombobox.stateChangeTypes;

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

  const stateReducer = (
    state: UseComboboxState<Location>,
    { type, changes }: UseComboboxStateChangeOptions<Location>,
  ): Partial<UseComboboxState<Location>> => {
    switch (type) {
      case InputChange: {
        // Enter (or Tab) takes the first match of what was just typed.
        const text = changes.inputValue ?? '';
        const found = text.trim() ? filterLocations(locations, text).length : 0;
        return { ...changes, highlightedIndex: found > 0 ? 0 : -1 };
      }
      case InputBlur:
        return { ...changes, inputValue: locationLabel(changes.selectedItem ?? null) };
      case InputKeyDownEscape:
        // Escape closes the list and restores the choice; it never clears a required field.
        return {
          ...changes,
          selectedItem: state.selectedItem,
          inputValue: locationLabel(state.selectedItem),
        };
      default:
        return changes;
    }
  };

  const combobox = useCombobox<Location>({
    items,
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-listbox`,
    selectedItem: selected,
    itemToString: locationLabel,
    itemToKey: (item) => item?.id ?? null,
    stateReducer,
    onIsOpenChange: ({ isOpen }) => {
      if (isOpen) revealOnPhone(id);
    },
    onInputValueChange: ({ type, inputValue }) => setTyped(type === InputChange ? inputValue : ''),
    onSelectedItemChange: (changes) => onChange(changes.selectedItem?.id ?? null),
  });
  const { isOpen, highlightedIndex, getInputProps, getItemProps, getMenuProps } = combobox;

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const noMatch = isOpen && !isPending && items.length === 0;
  const hint = noMatch
    ? `No location matches \u201c${typed.trim()}\u201d`
    : matches.length > SHOWN_MAX && isOpen
      ? `Showing ${SHOWN_MAX} of ${matches.length}: keep typing to narrow the list`
      : null;

  return (
    <ComboboxFrame
      label="Location*"
      labelProps={combobox.getLabelProps()}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
    >
      <div className="relative">
        <input
          {...getInputProps({
            className: comboboxInputClass,
            placeholder: isPending ? 'Loading locations\u2026' : 'Type a name or dept code',
            'aria-required': true,
            'aria-invalid': Boolean(error),
            'aria-describedby': describedBy([
              { id: hintId, shown: Boolean(hint) },
              { id: errorId, shown: Boolean(error) },
            ]),
          })}
        />
        <ComboboxToggle {...combobox.getToggleButtonProps({ 'aria-label': 'Show locations' })} />
      </div>
      <ul {...getMenuProps()} className={listboxClass(isOpen && items.length > 0)}>
        {isOpen &&
          items.map((location, index) => (
            <li
              key={location.id}
              className={optionClass(highlightedIndex === index)}
              {...getItemProps({ item: location, index })}
            >
              <span className="min-w-0 flex-1 break-words">{location.name}</span>{' '}
              <span className="text-xs text-muted-foreground">{location.deptCode}</span>
              {location.id === selected?.id ? (
                <span className="inline-flex items-center">
                  <Check aria-hidden="true" className="size-4 shrink-0" />
                  <span className="sr-only">(chosen)</span>
                </span>
              ) : null}
            </li>
          ))}
      </ul>
    </ComboboxFrame>
  );
}
