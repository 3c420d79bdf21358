import { createContext, useCallback, useContext, useEffect, useState } from 'react';

/** Tells the form that a type-ahead's list opened or closed (by the type-ahead's input id). */
type ListOpenChange = (inputId: string, isOpen: boolean) => void;

const ListOpenContext = createContext<ListOpenChange | null>(null);

export const ListOpenProvider = ListOpenContext.Provider;

/**
 * The form's side of the phone reveal. On a phone the on-screen keyboard covers the lower half:
 * while a type-ahead's list is open, the form makes room below its fields (`roomClass`), and once
 * that room is on the page it brings the field to the top of the dialog, so the list below stays
 * in sight. The scroll waits for the room: started when the list opened (before React rendered the
 * room), an instant scroll (reduced motion) stopped short of the top.
 */
export function useRevealRoom() {
  const [openInputId, setOpenInputId] = useState<string | null>(null);

  useEffect(() => {
    if (!openInputId || !window.matchMedia('(max-width: 639px)').matches) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById(openInputId)
      ?.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  }, [openInputId]);

  const onListOpenChange = useCallback<ListOpenChange>((inputId, isOpen) => {
    setOpenInputId((current) => {
      if (isOpen) return inputId;
      return current === inputId ? null : current;
    });
  }, []);

  return { roomClass: openInputId ? 'max-sm:pb-[50vh]' : '', onListOpenChange };
}

/** The type-ahead's side: reports its list opening and closing to the form around it. */
export function useReportListOpen(inputId: string, isOpen: boolean): void {
  const report = useContext(ListOpenContext);
  useEffect(() => {
    if (!report) return;
    report(inputId, isOpen);
    return () => report(inputId, false);
  }, [report, inputId, isOpen]);
}
