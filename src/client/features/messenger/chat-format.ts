import { format } from 'date-fns';

/** A conversation's last activity, e.g. 'Nov 22, 3:05 PM' (spec section 9). */
export function conversationTime(iso: string): string {
  return format(new Date(iso), 'MMM d, h:mm a');
}

/** A message's time, e.g. '3:05 PM' (spec section 9). */
export function messageTime(iso: string): string {
  return format(new Date(iso), 'h:mm a');
}
