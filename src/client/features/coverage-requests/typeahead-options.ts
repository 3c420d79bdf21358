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
 * never clears a field). When a list opens on a phone, its field scrolls to the top.
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
    onIsOpenChange: ({ isOpen }) => {
      if (isOpen) revealOnPhone(id);
    },
    onInputValueChange: ({ type, inputValue }) => onTyped(type === InputChange ? inputValue : ''),
  };
}

/**
 * On a phone the on-screen keyboard covers the lower half: when a list opens, bring its field to
 * the top of the dialog so the list below it stays in sight (the form makes room for that, see
 * REVEAL_ROOM).
 */
function revealOnPhone(inputId: string): void {
  if (!window.matchMedia('(max-width: 639px)').matches) return;
  document.getElementById(inputId)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
}
