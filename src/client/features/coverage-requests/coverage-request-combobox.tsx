import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/utils';

/**
 * The parts both type-aheads of the coverage dialog share (location and guard): label, input
 * with its toggle, an in-flow listbox (a popup would be cut off by the scrolling dialog), hint
 * and error.
 */

interface ComboboxFrameProps {
  label: string;
  labelProps: ComponentProps<'label'>;
  hint?: ReactNode;
  hintId: string;
  error: string | undefined;
  errorId: string;
  children: ReactNode;
}

export function ComboboxFrame(props: ComboboxFrameProps) {
  const { label, labelProps, hint, hintId, error, errorId, children } = props;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label {...labelProps}>{label}</Label>
      {children}
      {hint ? (
        <div id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The ids a combobox's input points to with aria-describedby (hint, then error). */
export function describedBy(parts: { id: string; shown: boolean }[]): string | undefined {
  return (
    parts
      .filter((part) => part.shown)
      .map((part) => part.id)
      .join(' ') || undefined
  );
}

export const comboboxInputClass =
  'flex h-10 w-full min-w-0 scroll-mt-10 rounded-md border border-input bg-background py-2 pr-10 pl-3 text-base ring-offset-background placeholder:text-muted-foreground outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 aria-invalid:border-destructive md:text-sm';

/** The chevron at the input's right end; mouse and touch only (the input has the keys). */
export function ComboboxToggle(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted-foreground hover:text-foreground"
      {...props}
    >
      <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  );
}

export function listboxClass(open: boolean): string {
  return cn(
    'max-h-60 overflow-y-auto overscroll-contain rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md',
    !open && 'hidden',
  );
}

export function optionClass(highlighted: boolean): string {
  return cn(
    'flex min-w-0 cursor-pointer flex-wrap items-center gap-x-2 gap-y-1 rounded-sm px-3 py-2 text-sm',
    highlighted && 'bg-accent text-accent-foreground',
  );
}

/**
 * On a phone the on-screen keyboard covers the lower half: when a list opens, bring its field to
 * the top of the dialog so the list below it stays in sight (the form makes room for that, see
 * REVEAL_ROOM).
 */
export function revealOnPhone(inputId: string): void {
  if (!window.matchMedia('(max-width: 639px)').matches) return;
  document.getElementById(inputId)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
}

/** Room below the fields while a list is open on a phone, so its field can scroll to the top. */
export const REVEAL_ROOM = 'max-sm:has-[[aria-expanded=true]]:pb-[50vh]';
