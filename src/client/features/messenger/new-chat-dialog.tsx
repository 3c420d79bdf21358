import { useState } from 'react';
import { toast } from '../../lib/toast';
import { chatUserName, type DirectoryEntry } from '../../../shared/messenger';
import { LoadError } from '../../components/list-states';
import { TableSkeleton } from '../../components/row-actions';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { DialogShell } from '../../components/dialog-shell';
import { SearchField } from '../../components/search-field';
import { DialogFooter } from '../../components/ui/dialog';
import { useCreateConversation, useDirectory } from './api';
import { OnlineDot } from './online-dot';

interface NewChatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  online: ReadonlySet<string>;
  /** Called with the conversation to open once it exists, and the people chosen for it. */
  onStarted: (conversationId: string, people: DirectoryEntry[]) => void;
}

function matches(person: DirectoryEntry, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || `${chatUserName(person)} ${person.email ?? ''}`.toLowerCase().includes(needle);
}

/**
 * Start New Chat: choose a person to open (or reopen) a one-to-one chat, or tick several and
 * 'Create (N)' for a group.
 */
export function NewChatDialog({ open, onOpenChange, online, onStarted }: NewChatDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Start New Chat"
      description="Choose a person to chat with, or tick several people to create a group."
      className="flex max-h-[85dvh] flex-col"
    >
      {open ? <NewChatBody online={online} onStarted={onStarted} /> : null}
    </DialogShell>
  );
}

function NewChatBody({ online, onStarted }: Omit<NewChatDialogProps, 'open' | 'onOpenChange'>) {
  const directory = useDirectory(true);
  const create = useCreateConversation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);

  const start = (participantIds: string[]) => {
    const group = participantIds.length > 1;
    const people = (directory.data ?? []).filter(({ id }) => participantIds.includes(id));
    create.mutate(participantIds, {
      onSuccess: ({ id }) => onStarted(id, people),
      onError: (error) =>
        toast.error(
          group ? 'Failed to create group conversation' : 'Failed to create conversation',
          {
            description: error.message,
          },
        ),
    });
  };

  if (directory.isError) {
    return (
      <LoadError
        title="Failed to load users"
        message={directory.error.message}
        onRetry={() => void directory.refetch()}
      />
    );
  }
  const people = (directory.data ?? []).filter((person) => matches(person, search));
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <>
      <SearchField
        label="Find a person"
        placeholder="Find by name or email"
        value={search}
        onChange={setSearch}
      />
      <div className="-mx-2 min-h-0 flex-1 overflow-y-auto">
        {directory.isPending ? (
          <TableSkeleton label="Loading users" rows={4} />
        ) : people.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">
            {search.trim() ? 'Nobody matches' : 'Nobody else can chat yet'}
          </p>
        ) : (
          <ul aria-label="People" className="flex flex-col">
            {people.map((person) => {
              const name = chatUserName(person);
              return (
                <li
                  key={person.id}
                  className="flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-accent/60"
                >
                  <Checkbox
                    aria-label={`Add ${name} to a group`}
                    checked={chosen.includes(person.id)}
                    onCheckedChange={(on) => toggle(person.id, on === true)}
                  />
                  <button
                    type="button"
                    className="flex min-w-0 flex-1 flex-col rounded-sm py-1 text-left outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
                    disabled={create.isPending}
                    onClick={() => start([person.id])}
                    aria-label={`Chat with ${name}`}
                  >
                    <span className="flex items-center gap-2 font-medium">
                      <span className="truncate">{name}</span>
                      <OnlineDot online={online.has(person.id)} />
                    </span>
                    <span className="truncate text-xs text-muted-foreground">{person.email}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <DialogFooter>
        <Button
          disabled={chosen.length === 0}
          loading={create.isPending && chosen.length > 0}
          onClick={() => start(chosen)}
        >
          {`Create (${String(chosen.length)})`}
        </Button>
      </DialogFooter>
    </>
  );
}
