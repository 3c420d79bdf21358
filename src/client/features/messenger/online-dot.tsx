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
