import { useCombobox } from 'downshift';
import { useEffect, useState } from 'react';
import type { GuardAvailabilityQuery } from '../../../shared/coverage-requests';
import type { Shift } from '../../../shared/guard-picker';
import { guardDisplayName, type Guard } from '../../../shared/guards';
import { can } from '../../../shared/permissions';
import { useGuards } from '../../lib/queries/guards';
import { useMe } from '../../lib/session';
import { useGuardAvailability } from './api';
import { GuardComboboxAdd } from './guard-combobox-add';
import { GuardPickerConfirm } from './guard-picker-confirm';
import {
  NONE_ITEM,
  canGuess,
  firstChoice,
  guardItem,
  guardItems,
  guardProblems,
  needsConfirmation,
  type GuardItem,
} from './guard-picker-items';
import { GuardOptionContent, GuardWarning } from './guard-picker-option';
import type { ChosenGuard } from './request-form-values';
import { TypeaheadField } from '../../components/typeahead/typeahead-field';
import { typeaheadOptions } from './typeahead-options';

interface GuardComboboxProps {
  id: string;
  value: ChosenGuard | null;
  onChange: (guard: ChosenGuard | null) => void;
  /** True while the field holds text that is not a choice (e.g. a name to add). */
  onUnresolvedChange: (unresolved: boolean) => void;
  shift: Shift | null;
  availability: GuardAvailabilityQuery | null;
  error: string | undefined;
}

/**
 * Assigned Guard: a type-ahead over first, last or full names with 'None' first, ranked for the
 * shift (free guards, valid cards and those who covered the location before come first).
 */
export function GuardCombobox(props: GuardComboboxProps) {
  const { id, value, onChange, onUnresolvedChange, shift, error } = props;
  const { data: guards = [], isSuccess: guardsLoaded } = useGuards();
  const { data: availability = null } = useGuardAvailability(props.availability);
  const canAdd = can(useMe().data?.role, 'guards:manage');
  const [asking, setAsking] = useState<{ item: GuardItem; previous: ChosenGuard | null } | null>(
    null,
  );

  const known = value ? guards.find((guard) => guard.id === value.id) : undefined;
  const selected: GuardItem = !value
    ? NONE_ITEM
    : known
      ? guardItem(known, shift, availability)
      : { id: value.id, label: value.label, option: null };
  // What was typed names the guards to list; otherwise the list is 'None' and the choice.
  const [typed, setTyped] = useState('');
  const items = typed
    ? guardItems(guards, typed, shift, availability)
    : [NONE_ITEM, ...(selected.id ? [selected] : [])];
  const addable = canAdd && guardsLoaded && canGuess(typed) && items.length === 1;

  const combobox = useCombobox<GuardItem>({
    ...typeaheadOptions({
      id,
      onTyped: setTyped,
      label: (item) => item?.label ?? '',
      firstChoice: (text) => firstChoice(text, guardItems(guards, text, shift, availability)),
      emptied: NONE_ITEM,
      keepTyped: addable,
    }),
    items,
    selectedItem: selected,
    // The name is part of the key, so a renamed guard's field shows the new name.
    itemToKey: (item) => (item ? `${item.id ?? ''}:${item.label}` : null),
    onSelectedItemChange: ({ selectedItem }) => {
      const next = selectedItem?.id ? { id: selectedItem.id, label: selectedItem.label } : null;
      if (selectedItem && needsConfirmation(selectedItem)) {
        setAsking({ item: selectedItem, previous: value });
      }
      onChange(next);
    },
  });
  const { isOpen, inputValue } = combobox;
  const unresolved = inputValue.trim() !== '' && inputValue !== selected.label;
  useEffect(() => onUnresolvedChange(unresolved), [unresolved, onUnresolvedChange]);

  const handleAdded = (guard: Guard) => {
    onChange({ id: guard.id, label: guardDisplayName(guard) });
    document.getElementById(id)?.focus();
  };

  const tooShort = isOpen && inputValue.trim() !== '' && !canGuess(inputValue);
  const warned = !unresolved && guardProblems(selected).length > 0;
  const hint = tooShort ? (
    'Type at least 3 letters of a first or last name'
  ) : warned ? (
    <GuardWarning item={selected} />
  ) : null;

  return (
    <TypeaheadField
      id={id}
      label="Assigned Guard"
      combobox={combobox}
      items={items}
      itemKey={(item) => item.id ?? 'none'}
      renderItem={(item) => <GuardOptionContent item={item} />}
      isChosen={(item) => item.id === selected.id}
      toggleLabel="Show guards"
      inputProps={{
        placeholder: 'None \u2013 type a name to assign a guard',
        onBlur: () => {
          // A closed list gets no blur from downshift: restore a half-typed name here.
          if (!isOpen && unresolved && !addable) combobox.setInputValue(selected.label);
        },
      }}
      hint={hint}
      error={error}
    >
      {addable ? <GuardComboboxAdd typed={typed} onAdded={handleAdded} /> : null}
      <GuardPickerConfirm
        item={asking?.item ?? null}
        onConfirm={() => setAsking(null)}
        onCancel={() => {
          if (asking) onChange(asking.previous);
          setAsking(null);
        }}
      />
    </TypeaheadField>
  );
}
