import { can, type MaybeRole } from '../../../shared/permissions';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { FeedLink } from './feed-link';

/** Profile's 'Calendar feed' for guards (issue #22): their own shifts in their calendar app. */
export function CalendarFeedCard({ role }: { role: MaybeRole }) {
  if (!can(role, 'shifts:own')) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar feed</CardTitle>
        <CardDescription>
          See your shifts in Google Calendar, Outlook or Apple Calendar: subscribe to this address.
          It follows every change the office makes to your shifts.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FeedLink path="/api/my/calendar-feed" shows="your shifts" id="my-calendar-feed" />
      </CardContent>
    </Card>
  );
}
