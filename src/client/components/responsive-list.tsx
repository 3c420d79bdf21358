import type { ReactNode } from 'react';

/**
 * A list as a table from 768 px up and as stacked cards on phones (spec section 9's breakpoint).
 * `cards` are ListCard items; both views are named `label` for screen readers.
 */
export function ResponsiveList({
  label,
  table,
  cards,
}: {
  label: string;
  table: ReactNode;
  cards: ReactNode;
}) {
  return (
    <>
      <div className="hidden md:block">{table}</div>
      <ul aria-label={label} className="flex flex-col gap-3 md:hidden">
        {cards}
      </ul>
    </>
  );
}

/** One phone card of a ResponsiveList. */
export function ListCard({ children }: { children: ReactNode }) {
  return <li className="flex flex-col gap-2 rounded-md border border-border p-3">{children}</li>;
}

/** A card's labelled values, label beside value: [['Time', '08:00 – 16:00'], …]. */
export function DetailList({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
