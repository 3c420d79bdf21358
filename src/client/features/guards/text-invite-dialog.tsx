import { Clock, Copy, MessageSquareShare, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { formatTime } from '../../../shared/date-format';
import type { Guard } from '../../../shared/guards';
import { INVITE_DAYS } from '../../../shared/invites';
import { DialogShell } from '../../components/dialog-shell';
import { Button } from '../../components/ui/button';
import { DialogClose, DialogFooter } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { guardFullName } from './guard-filters';
import { useTextInvite } from './numbers-api';

interface TextInviteDialogProps {
  guard: Guard | null;
  /** The guard's mobile number as people read it. */
  phone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Text the link' (issue #30): the invitation to CoverDesk by text message, for a guard who reads
 * texts more than e-mail. A new link replaces an earlier one, as 'Invite to CoverDesk' does. One
 * guard is texted a link at most once in 10 minutes (issue #40): a second try says when it may go,
 * and the button shows that time until then.
 */
export function TextInviteDialog({ guard, phone, open, onOpenChange }: TextInviteDialogProps) {
  const name = guard ? guardFullName(guard) : '';
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Text the link"
      description={`${name} gets a text with a link to set a password, then sees their shifts and the open shifts offered to them. The link works once, for ${String(INVITE_DAYS)} days; it replaces an earlier link.`}
    >
      {open && guard ? <TextInviteBody guard={guard} phone={phone} /> : null}
    </DialogShell>
  );
}

/**
 * When the server refused a second link within 10 minutes (issue #40, 429): its words and the
 * instant it may be texted again; null for every other failure.
 */
function tooSoon(error: Error | null): { message: string; at: string } | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const { textAgainAt } = (error.body ?? {}) as { textAgainAt?: unknown };
  return typeof textAgainAt === 'string' ? { message: error.message, at: textAgainAt } : null;
}

function TextInviteBody({ guard, phone }: { guard: Guard; phone: string }) {
  const invite = useTextInvite();
  const [copied, setCopied] = useState(false);
  const wait = tooSoon(invite.error);

  const handleSend = () =>
    invite.mutate(guard.id, {
      onSuccess: ({ textedTo, heldReason }) => {
        if (heldReason === null) toast.success(`Invitation texted to ${textedTo}`);
        else toast.error('The invitation was not texted', { description: heldReason });
      },
      onError: (error) => {
        if (!tooSoon(error)) {
          toast.error('Failed to text the invitation', { description: error.message });
        }
      },
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
          Mobile number: <span className="font-medium whitespace-nowrap">{phone}</span>
        </p>
        {wait ? (
          <p role="alert" className="flex items-start gap-2 text-sm">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>{wait.message}.</span>
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button loading={invite.isPending} disabled={wait !== null} onClick={handleSend}>
            {!invite.isPending && <MessageSquareShare aria-hidden="true" />}
            {wait ? `Text again at ${formatTime(wait.at)}` : 'Text the link'}
          </Button>
        </DialogFooter>
      </>
    );
  }

  const { link, textedTo, heldReason } = invite.data;
  return (
    <>
      {heldReason === null ? (
        <p role="status" className="flex items-start gap-2 text-sm">
          <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          <span>
            Texted to <span className="font-medium whitespace-nowrap">{textedTo}</span>.
          </span>
        </p>
      ) : (
        <p role="alert" className="flex items-start gap-2 text-sm">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            Not texted. {heldReason}. An admin can send it from Deliveries; or copy the link.
          </span>
        </p>
      )}
      <Field id="texted-invite-link" label="Invitation link" hint="The same link, to copy.">
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
