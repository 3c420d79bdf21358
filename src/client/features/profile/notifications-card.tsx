import { can, type MaybeRole } from '../../../shared/permissions';
import { PushToggle } from '../../components/push-toggle';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { browserPushEnvironment, pushSupport } from '../../lib/push';
import { AttendanceAlertsSwitch } from './attendance-alerts-switch';

/** Notifications: Web Push on this device (issue #21), where the browser and the role allow it. */
export function NotificationsCard({ role }: { role: MaybeRole }) {
  if (!can(role, 'push:subscribe')) return null;
  if (pushSupport(browserPushEnvironment()) === 'unsupported') return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          Be alerted on this device about shift offers and call-outs, even when CoverDesk is closed.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <PushToggle />
        {role === 'dispatch' ? <AttendanceAlertsSwitch /> : null}
      </CardContent>
    </Card>
  );
}
