import {
  useCombobox,
  type UseComboboxProps,
  type UseComboboxState,
  type UseComboboxStateChangeOptions,
} from 'downshift';

const { InputChange, InputBlur, InputKeyDownEscape } = useCombobox.stateChangeTypes;

interface TypeaheadOptions<Item> {
  /** The input's id; the label and the list take theirs from it. */
  id: string;
  /** What was typed, or '' once a choice (or nothing) fills the field: it filters the list. */
  onTyped: (text: string) => void;
  /** An item as its field shows it; '' for none. */
  label: (item: Item | null) => string;
  /** The entry Enter (or Tab) takes after typing the text, or -1 for none. */
  firstChoice: (text: string) => number;
  /** What an emptied field chooses (e.g. 'None'); left out, emptying keeps the choice. */
  emptied?: Item;
  /** Leaving the field keeps the typed text (e.g. a name to add as a new guard). */
  keepTyped?: boolean;
}

/**
 * The downshift options both type-aheads of the coverage dialog share. Typing highlights the best
 * match, so Enter or Tab takes it; leaving without a choice, or Escape, restores the choice (Escape
 * never clears a field).
 */
export function typeaheadOptions<Item>(
  options: TypeaheadOptions<Item>,
): Omit<UseComboboxProps<Item>, 'items'> {
  const { id, onTyped, label, firstChoice, emptied, keepTyped = false } = options;
  const stateReducer = (
    state: UseComboboxState<Item>,
    { type, changes }: UseComboboxStateChangeOptions<Item>,
  ): Partial<UseComboboxState<Item>> => {
    const restore = { selectedItem: state.selectedItem, inputValue: label(state.selectedItem) };
    switch (type) {
      case InputChange: {
        const text = changes.inputValue ?? '';
        const empty = !text.trim() && emptied !== undefined;
        return {
          ...changes,
          highlightedIndex: firstChoice(text),
          ...(empty ? { selectedItem: emptied } : {}),
        };
      }
      case InputBlur:
        return changes.selectedItem !== state.selectedItem || keepTyped
          ? changes
          : { ...changes, ...restore };
      case InputKeyDownEscape:
        return { ...changes, ...restore };
      default:
        return changes;
    }
  };

  return {
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-listbox`,
    itemToString: label,
    stateReducer,
    onInputValueChange: ({ type, inputValue }) => onTyped(type === InputChange ? inputValue : ''),
  };
}
