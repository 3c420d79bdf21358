import { Copy, Link2, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/date-format';
import type { Guard } from '../../../shared/guards';
import { INVITE_DAYS } from '../../../shared/invites';
import { DialogShell } from '../../components/dialog-shell';
import { Button } from '../../components/ui/button';
import { DialogClose, DialogFooter } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../lib/toast';
import { guardFullName } from './guard-filters';
import { useInviteGuard } from './invite-api';

interface InviteGuardDialogProps {
  guard: Guard | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Invite to CoverDesk' (issue #21): a single-use link for a guard with an email, shown to copy
 * (and e-mailed when the server can send mail). Inviting again replaces the earlier link.
 */
export function InviteGuardDialog({ guard, open, onOpenChange }: InviteGuardDialogProps) {
  const name = guard ? guardFullName(guard) : '';
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Invite to CoverDesk"
      description={`${name} gets a link to set a password, then sees their shifts and the open shifts offered to them. The link works once, for ${String(INVITE_DAYS)} days; a new invitation replaces an earlier link.`}
    >
      {open && guard ? <InviteBody guard={guard} /> : null}
    </DialogShell>
  );
}

function InviteBody({ guard }: { guard: Guard }) {
  const invite = useInviteGuard();
  const [copied, setCopied] = useState(false);

  const handleCreate = () =>
    invite.mutate(guard.id, {
      onError: (error) => toast.error('Failed to invite guard', { description: error.message }),
    });

  const handleCopy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy: select the link and copy it yourself');
    }
  };

  if (!invite.data) {
    return (
      <>
        <p className="text-sm">
          Email: <span className="font-medium break-all">{guard.email}</span>
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button loading={invite.isPending} onClick={handleCreate}>
            {!invite.isPending && <Link2 aria-hidden="true" />}
            Create invitation link
          </Button>
        </DialogFooter>
      </>
    );
  }

  const { link, expiresAt, emailed } = invite.data;
  return (
    <>
      <Field
        id="invite-link"
        label="Invitation link"
        hint={`Works once, until ${formatDateTime(expiresAt)}.`}
      >
        {(control) => (
          <Input
            {...control}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
        )}
      </Field>
      <p role="status" className="flex items-start gap-2 text-sm">
        {emailed ? (
          <>
            <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>
              Sent by e-mail to <span className="font-medium break-all">{guard.email}</span>.
            </span>
          </>
        ) : (
          <span className="text-muted-foreground">
            Not e-mailed (the server has no mail set up): copy the link and send it to{' '}
            {guard.firstName} yourself.
          </span>
        )}
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Done
          </Button>
        </DialogClose>
        <Button onClick={() => void handleCopy(link)}>
          <Copy aria-hidden="true" />
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </DialogFooter>
    </>
  );
}
