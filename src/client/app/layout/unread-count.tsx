import { Badge } from '../../components/ui/badge';
import { unreadLabel } from '../../features/messenger/unread-label';

/** The number of unread messages beside the Messenger link; nothing when there are none. */
export function UnreadCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge className="ml-auto rounded-full px-1.5 md:ml-0">
      {unreadLabel(count)}
      <span className="sr-only"> unread</span>
    </Badge>
  );
}
