import { localIsoDate } from '../../../shared/calendar';
import { formatMonthDay, formatTime } from '../../../shared/date-format';

/**
 * Messenger's timestamps, as spec section 9 fixes them (the rest of the app writes dates as
 * shared/date-format.ts's formatDate does).
 */

/** A conversation's last activity, e.g. 'Nov 22, 3:05 PM' ('MMM d, h:mm a'). */
export function conversationTime(iso: string): string {
  const at = new Date(iso);
  return `${formatMonthDay(localIsoDate(at))}, ${formatTime(at)}`;
}

/** A message's time, e.g. '3:05 PM' ('h:mm a'). */
export function messageTime(iso: string): string {
  return formatTime(iso);
}
