import { cn } from '../../lib/utils';

/** The green dot of someone online; the words are there for screen readers. */
export function OnlineDot({ online, className }: { online: boolean; className?: string }) {
  if (!online) return null;
  return (
    <span
      className={cn(
        'inline-block size-2.5 shrink-0 rounded-full bg-success ring-2 ring-card',
        className,
      )}
      role="img"
      aria-label="Online"
    />
  );
}

/** How many of a group are online, as words ('2 online'); nothing when nobody is. */
export function OnlineCount({ count, className }: { count: number; className?: string }) {
  if (count === 0) return null;
  return (
    <span className={cn('inline-flex shrink-0 items-center gap-1 text-xs text-success', className)}>
      <span aria-hidden="true" className="inline-block size-2 rounded-full bg-success" />
      {`${String(count)} online`}
    </span>
  );
}
