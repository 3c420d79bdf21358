import { MessageSquareShare, UserPlus } from 'lucide-react';
import { cardStatus } from '../../../shared/guard-card';
import type { Guard, GuardListItem } from '../../../shared/guards';
import type { GuardAccount } from '../../../shared/invites';
import { ActionsHead, RowActions, TableSkeleton } from '../../components/row-actions';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { CardStatusBadge, QualificationBadges } from './card-status-badge';
import { guardFullName } from './guard-filters';
import { NumberBadges, NumberProblem } from './number-badges';
import type { NumberNote } from './numbers-api';

interface GuardsTableProps {
  guards: GuardListItem[];
  /** The browser's local date (yyyy-MM-dd) the card badges are computed against. */
  today: string;
  onEdit?: ((guard: GuardListItem) => void) | undefined;
  onDelete?: ((guard: Guard) => void) | undefined;
  /** Who is on CoverDesk or invited (issue #21), by guard id; absent for roles that may not invite. */
  accounts?: ReadonlyMap<string, GuardAccount> | undefined;
  onInvite?: ((guard: Guard) => void) | undefined;
  /** Numbers to fix and numbers that replied STOP (issue #30), by guard id. */
  numbers?: ReadonlyMap<string, NumberNote> | undefined;
  /** The number and its problem under each name (the 'numbers to fix' view). */
  showNumberProblems?: boolean;
  /** 'Text the link', for the guards an invitation by text can reach. */
  onTextInvite?: ((guard: Guard) => void) | undefined;
  canTextInvite?: (guard: Guard) => boolean;
}

/** 'On CoverDesk' or 'Invited' beside the name; nothing for a guard without either. */
function AccountBadge({ account }: { account: GuardAccount | undefined }) {
  if (!account) return null;
  return account.status === 'active' ? (
    <Badge variant="secondary">On CoverDesk</Badge>
  ) : (
    <Badge variant="outline">Invited</Badge>
  );
}

/**
 * The guards by name, each with its card-expiry badge, its qualifications and edit and delete
 * buttons.
 */
export function GuardsTable(props: GuardsTableProps) {
  const { guards, today, onEdit, onDelete, accounts, onInvite, numbers } = props;
  const { onTextInvite, canTextInvite } = props;
  const withActions = Boolean(onEdit ?? onDelete ?? onInvite);
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          {withActions ? <ActionsHead /> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {guards.map((guard) => {
          const name = guardFullName(guard);
          const account = accounts?.get(guard.id);
          // A guard with an email and no account yet can be invited (again, to renew the link).
          const invitable = onInvite && guard.email && account?.status !== 'active';
          const textable = invitable && onTextInvite && canTextInvite?.(guard);
          const note = numbers?.get(guard.id);
          return (
            <TableRow key={guard.id}>
              <TableCell>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium break-words">{name}</span>
                  <CardStatusBadge status={cardStatus(guard.expDate, today)} />
                  <AccountBadge account={account} />
                  <NumberBadges note={note} />
                </div>
                <QualificationBadges held={guard.qualifications} today={today} />
                {props.showNumberProblems ? <NumberProblem note={note} /> : null}
              </TableCell>
              {withActions ? (
                <TableCell className="w-px text-right whitespace-nowrap">
                  {invitable ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Invite ${name} to CoverDesk`}
                      title="Invite to CoverDesk"
                      onClick={() => onInvite(guard)}
                    >
                      <UserPlus aria-hidden="true" />
                    </Button>
                  ) : null}
                  {textable ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Text ${name} the invitation link`}
                      title="Text the link"
                      onClick={() => onTextInvite(guard)}
                    >
                      <MessageSquareShare aria-hidden="true" />
                    </Button>
                  ) : null}
                  <RowActions
                    name={name}
                    onEdit={onEdit && (() => onEdit(guard))}
                    onDelete={onDelete && (() => onDelete(guard))}
                  />
                </TableCell>
              ) : null}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Placeholder rows while the guards load. */
export function GuardsTableSkeleton() {
  return <TableSkeleton label="Loading guards" rows={6} />;
}
