import { Shield } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/utils';

/** The CoverDesk shield mark beside the product name. */
export function Brand({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const large = size === 'lg';
  return (
    <span
      className={cn(
        'flex items-center gap-2 font-semibold tracking-tight',
        large ? 'text-xl' : 'text-lg',
      )}
    >
      <span
        className={cn(
          'flex items-center justify-center bg-primary text-primary-foreground',
          large ? 'size-10 rounded-lg' : 'size-8 rounded-md',
        )}
      >
        <Shield className={large ? 'size-5' : 'size-4'} aria-hidden="true" />
      </span>
      CoverDesk
    </span>
  );
}

/** A page outside the app shell (login, waiting screen): the brand above a centred card. */
export function StandaloneScreen({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-secondary to-background px-4 py-10">
      <div className={cn('flex w-full max-w-sm flex-col items-center gap-6', className)}>
        <Brand size="lg" />
        {children}
      </div>
    </main>
  );
}
