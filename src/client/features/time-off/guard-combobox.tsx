import { useCombobox } from 'downshift';
import { useMemo, useState } from 'react';
import { guardFullName, type Guard } from '../../../shared/guards';
import { TypeaheadField } from '../../components/typeahead/typeahead-field';
import { useGuards } from '../../lib/queries/guards';

/** How many matches the list shows at once: the rest are a few more letters away. */
const SHOWN = 50;

const nameOf = (guard: Guard | null) => (guard ? guardFullName(guard) : '');

interface GuardComboboxProps {
  id: string;
  guard: Guard | null;
  onChange: (guard: Guard | null) => void;
  error?: string | undefined;
}

/**
 * Picks any guard, with or without an account, by typing part of their name (issue #32's Time
 * off page): a labelled input and an in-flow list (a popup would be cut off in a dialog).
 */
export function GuardCombobox({ id, guard, onChange, error }: GuardComboboxProps) {
  const guards = useGuards();
  const [text, setText] = useState(nameOf(guard));
  const matches = useMemo(() => {
    const words = text.toLowerCase().split(/\s+/).filter(Boolean);
    return (guards.data ?? [])
      .filter((each) => words.every((word) => nameOf(each).toLowerCase().includes(word)))
      .slice(0, SHOWN);
  }, [guards.data, text]);

  const combobox = useCombobox<Guard>({
    id,
    items: matches,
    inputId: id,
    itemToString: nameOf,
    selectedItem: guard,
    inputValue: text,
    onInputValueChange: ({ inputValue }) => setText(inputValue),
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem),
  });
  const hint = guards.isPending
    ? 'Loading guards…'
    : guards.isError
      ? `Could not load guards: ${guards.error.message}`
      : 'Type part of a name.';
  return (
    <TypeaheadField
      id={id}
      label="Guard"
      combobox={combobox}
      items={matches}
      itemKey={(each) => each.id}
      renderItem={(each) => nameOf(each)}
      isChosen={(each) => each.id === guard?.id}
      toggleLabel="Show guards"
      inputProps={{ autoComplete: 'off' }}
      hint={hint}
      error={error}
    />
  );
}
