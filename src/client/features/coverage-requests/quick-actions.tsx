import { FilePlus2, PhoneOff, Upload, UserPlus, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { MaybeRole } from '../../../shared/permissions';
import { can } from '../../../shared/permissions';

interface QuickActionsProps {
  role: MaybeRole;
  onAddCoverage: () => void;
  onImport: () => void;
  onAddGuard: () => void;
  /** 'Report a call out' (issue #30): pick the guard's shift and record why. */
  onReportCallOut: () => void;
}

interface Action {
  title: string;
  text: string;
  icon: LucideIcon;
  onClick: () => void;
}

/** The Quick Actions cards, each shown only to roles that may do what it offers. */
export function QuickActions(props: QuickActionsProps) {
  const { role, onAddCoverage, onImport, onAddGuard, onReportCallOut } = props;
  const actions: Action[] = [];
  if (can(role, 'coverage:create')) {
    actions.push({
      title: 'Add Coverage',
      text: 'Request coverage or report a call out',
      icon: FilePlus2,
      onClick: onAddCoverage,
    });
  }
  if (can(role, 'coverage:import')) {
    actions.push({
      title: 'Import CSV',
      text: 'Add requests from a spreadsheet',
      icon: Upload,
      onClick: onImport,
    });
  }
  // Those who may add coverage report a call out from Add Coverage (its card says so); for the
  // others in the office (dispatch) it is a card of its own.
  if (can(role, 'call-outs:record') && !can(role, 'coverage:create')) {
    actions.push({
      title: 'Report Call Out',
      text: 'A guard phoned in: open their shift',
      icon: PhoneOff,
      onClick: onReportCallOut,
    });
  }
  if (can(role, 'guards:manage')) {
    actions.push({
      title: 'Add Guard',
      text: 'Add a guard to the roster',
      icon: UserPlus,
      onClick: onAddGuard,
    });
  }
  if (actions.length === 0) return null;

  // On phones one row of compact buttons, so the month's cards are the first thing in view; from
  // the spec's 768 px up, the cards with their descriptions.
  return (
    <section aria-labelledby="quick-actions-title" className="flex flex-col gap-3">
      <h2
        id="quick-actions-title"
        className="sr-only text-sm font-medium text-muted-foreground md:not-sr-only"
      >
        Quick Actions
      </h2>
      <div className="flex gap-2 md:grid md:grid-cols-3 md:gap-3">
        {actions.map((action) => (
          <QuickActionCard key={action.title} {...action} />
        ))}
      </div>
    </section>
  );
}

function QuickActionCard({ title, text, icon: Icon, onClick }: Action) {
  const id = useId();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="flex min-w-0 flex-1 flex-col items-center gap-1 rounded-lg border border-border bg-card px-1 py-2 text-center text-card-foreground shadow-sm ring-offset-background transition-colors outline-hidden hover:border-ring/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:min-h-14 md:flex-row md:gap-3 md:px-4 md:py-3 md:text-left"
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground md:size-10">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span id={`${id}-title`} className="text-sm font-medium md:text-base">
          {title}
        </span>
        <span id={`${id}-text`} className="sr-only text-sm text-muted-foreground md:not-sr-only">
          {text}
        </span>
      </span>
    </button>
  );
}
