import type { UseComboboxGetInputPropsOptions, UseComboboxReturnValue } from 'downshift';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { cn } from '../../lib/utils';
import { useReportListOpen } from './reveal-on-phone';

interface TypeaheadFieldProps<Item> {
  id: string;
  label: string;
  combobox: UseComboboxReturnValue<Item>;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  /** One entry of the list; a chosen one gets a check mark after it. */
  renderItem: (item: Item) => ReactNode;
  isChosen: (item: Item) => boolean;
  /** Names the chevron that opens the list with a mouse or a finger (the input has the keys). */
  toggleLabel: string;
  inputProps: UseComboboxGetInputPropsOptions;
  hint: ReactNode;
  error: string | undefined;
  /** Shown below the list, e.g. 'Add New Guard'. */
  children?: ReactNode;
}

/**
 * A type-ahead (the coverage dialog's location and guard, the Time off page's guard): a labelled input with its toggle and
 * an in-flow listbox (a popup would be cut off by the scrolling dialog), then hint and error.
 */
export function TypeaheadField<Item>(props: TypeaheadFieldProps<Item>) {
  const { id, label, combobox, items, itemKey, renderItem, isChosen, toggleLabel } = props;
  const { isOpen, highlightedIndex, getInputProps, getItemProps, getMenuProps } = combobox;
  useReportListOpen(id, isOpen);
  return (
    <Field
      id={id}
      label={label}
      labelProps={combobox.getLabelProps()}
      hint={props.hint}
      error={props.error}
    >
      {(control) => (
        <>
          <div className="relative">
            <Input
              {...getInputProps({
                ...props.inputProps,
                className: 'scroll-mt-10 pr-10',
                'aria-invalid': control['aria-invalid'],
                'aria-describedby': control['aria-describedby'],
              })}
            />
            <button
              type="button"
              className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted-foreground hover:text-foreground"
              {...combobox.getToggleButtonProps({ 'aria-label': toggleLabel })}
            >
              <ChevronDown aria-hidden="true" className="size-4" />
            </button>
          </div>
          <ul
            {...getMenuProps()}
            className={cn(
              'max-h-60 overflow-y-auto overscroll-contain rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md',
              !(isOpen && items.length > 0) && 'hidden',
            )}
          >
            {isOpen &&
              items.map((item, index) => (
                <li
                  key={itemKey(item)}
                  className={cn(
                    'flex min-w-0 cursor-pointer flex-wrap items-center gap-x-2 gap-y-1 rounded-sm px-3 py-2 text-sm',
                    highlightedIndex === index && 'bg-accent text-accent-foreground',
                  )}
                  {...getItemProps({ item, index })}
                >
                  {renderItem(item)}
                  {isChosen(item) ? (
                    <span className="ml-auto inline-flex items-center">
                      <Check aria-hidden="true" className="size-4 shrink-0" />
                      <span className="sr-only">(chosen)</span>
                    </span>
                  ) : null}
                </li>
              ))}
          </ul>
          {props.children}
        </>
      )}
    </Field>
  );
}
