import { useCombobox } from 'downshift';
import { ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Guard } from '../../../shared/guards';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useGuards } from '../../lib/queries/guards';
import { cn } from '../../lib/utils';

/** How many matches the list shows at once: the rest are a few more letters away. */
const SHOWN = 50;

const nameOf = (guard: Guard | null) => (guard ? `${guard.firstName} ${guard.lastName}` : '');

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
  const { isOpen, highlightedIndex, getInputProps, getItemProps, getMenuProps } = combobox;
  const hint = guards.isPending
    ? 'Loading guards…'
    : guards.isError
      ? `Could not load guards: ${guards.error.message}`
      : 'Type part of a name.';
  return (
    <Field id={id} label="Guard" labelProps={combobox.getLabelProps()} hint={hint} error={error}>
      {(control) => (
        <>
          <div className="relative">
            <Input
              {...getInputProps({
                className: 'pr-10',
                autoComplete: 'off',
                'aria-invalid': control['aria-invalid'],
                'aria-describedby': control['aria-describedby'],
              })}
            />
            <button
              type="button"
              className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted-foreground hover:text-foreground"
              {...combobox.getToggleButtonProps({ 'aria-label': 'Show guards' })}
            >
              <ChevronDown aria-hidden="true" className="size-4" />
            </button>
          </div>
          <ul
            {...getMenuProps()}
            className={cn(
              'max-h-56 overflow-y-auto overscroll-contain rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md',
              !(isOpen && matches.length > 0) && 'hidden',
            )}
          >
            {isOpen &&
              matches.map((each, index) => (
                <li
                  key={each.id}
                  className={cn(
                    'cursor-pointer rounded-sm px-3 py-2 text-sm',
                    highlightedIndex === index && 'bg-accent text-accent-foreground',
                  )}
                  {...getItemProps({ item: each, index })}
                >
                  {nameOf(each)}
                </li>
              ))}
          </ul>
        </>
      )}
    </Field>
  );
}
