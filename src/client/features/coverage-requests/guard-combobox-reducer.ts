import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { NONE_ITEM, firstChoice, type GuardItem } from './guard-picker-items';

const { InputChange, InputBlur, InputKeyDownEscape } = useCombobox.stateChangeTypes;

/**
 * How the guard field departs from downshift's defaults: typing highlights the best match (so
 * Enter or Tab takes it) and an emptied field means 'None'; leaving without a choice, or Escape,
 * restores the choice, except that a name to add as a new guard stays for 'Add New Guard'.
 */
export function guardStateReducer(listFor: (typed: string) => GuardItem[], keepTyped: boolean) {
  return (
    state: UseComboboxState<GuardItem>,
    { type, changes }: UseComboboxStateChangeOptions<GuardItem>,
  ): Partial<UseComboboxState<GuardItem>> => {
    const restore = {
      selectedItem: state.selectedItem,
      inputValue: state.selectedItem?.label ?? '',
    };
    switch (type) {
      case InputChange: {
        const text = changes.inputValue ?? '';
        return {
          ...changes,
          highlightedIndex: firstChoice(text, listFor(text)),
          ...(text.trim() ? {} : { selectedItem: NONE_ITEM }),
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
}
