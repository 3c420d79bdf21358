import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/list-states';
import { FullPageMessage, PageHeader } from '../../components/page-header';
import { TableSkeleton } from '../../components/row-actions';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useSmsSettings } from '../../lib/queries/sms';
import { cn } from '../../lib/utils';
import { useConversations } from './api';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';

/** The conversation shown, in the address so that Back and a reload keep it. */
const PHONE_PARAM = 'phone';

/**
 * 'Text messages' (issue #30), for admins while SMS_PROVIDER=sandbox (demos only): what
 * CoverDesk texted each guard, and their answers, typed here as the guard. On a phone the list
 * and the open conversation take the screen in turn.
 */
export function TextMessagesPage() {
  const settings = useSmsSettings();
  const sandbox = settings.data?.provider === 'sandbox';
  const conversations = useConversations(sandbox);
  const [params, setParams] = useSearchParams();
  const selected = params.get(PHONE_PARAM);
  const open = conversations.data?.conversations.find((entry) => entry.phone === selected);

  const header = (
    <PageHeader
      title="Text messages"
      description="The demo's text message sandbox: offers and replies to each guard, and their answers. Answer as a guard to see what their reply does."
    />
  );
  if (settings.data && !sandbox) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <FullPageMessage title="The sandbox is off">
          <p className="max-w-prose text-muted-foreground">
            {settings.data.provider === 'twilio'
              ? 'Texts go to guards’ phones through Twilio; their answers come back by themselves.'
              : 'Text messages are off on this server.'}{' '}
            This screen shows texts only with SMS_PROVIDER=sandbox, for demos.
          </p>
        </FullPageMessage>
      </div>
    );
  }

  let list;
  if (conversations.isError) {
    list = (
      <LoadError
        title="Could not load the conversations"
        message={conversations.error.message}
        onRetry={() => void conversations.refetch()}
      />
    );
  } else if (!conversations.data) {
    list = <TableSkeleton label="Loading conversations" rows={4} />;
  } else if (conversations.data.conversations.length === 0) {
    list = (
      <p className="p-6 text-center text-sm text-muted-foreground">
        No texts yet: offer a shift to a guard with a mobile number from Find cover.
      </p>
    );
  } else {
    list = (
      <ConversationList
        conversations={conversations.data.conversations}
        selected={selected}
        onSelect={(phone) => setParams({ [PHONE_PARAM]: phone })}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {header}
      <Card className="flex h-[70dvh] min-h-[28rem] flex-row overflow-hidden">
        <div
          className={cn(
            'w-full overflow-y-auto border-border md:w-80 md:shrink-0 md:border-r',
            open && 'hidden md:block',
          )}
        >
          {list}
        </div>
        {open ? (
          <div className="flex min-w-0 flex-1 flex-col">
            <Button
              variant="ghost"
              size="sm"
              className="m-2 self-start md:hidden"
              onClick={() => setParams({})}
            >
              <ArrowLeft aria-hidden="true" />
              All conversations
            </Button>
            <ConversationThread key={open.phone} conversation={open} />
          </div>
        ) : (
          <p className="hidden flex-1 items-center justify-center p-6 text-sm text-muted-foreground md:flex">
            Choose a conversation.
          </p>
        )}
      </Card>
    </div>
  );
}
