/** How many unread messages, for screen readers and the header badge ('99+' past 99). */
export function unreadLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}
