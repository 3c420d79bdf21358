import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../lib/toast';
import { useAttendanceAlerts, useSetAttendanceAlerts } from './api';

/**
 * A dispatcher's choice to be told by push when a guard is late or a no-show (issue #33); admins
 * and supervisors always are, and are not asked.
 */
export function AttendanceAlertsSwitch() {
  const alerts = useAttendanceAlerts(true);
  const save = useSetAttendanceAlerts();
  if (!alerts.data || alerts.data.always) return null;
  return (
    <div className="flex min-h-10 items-center gap-3">
      <Switch
        id="attendance-alerts"
        checked={alerts.data.on}
        disabled={save.isPending}
        onCheckedChange={(on) =>
          save.mutate(on, {
            onError: (failure) =>
              toast.error('Failed to save your choice', { description: failure.message }),
          })
        }
      />
      <Label htmlFor="attendance-alerts" className="cursor-pointer py-2">
        Tell me when a guard is late or a no-show
      </Label>
    </div>
  );
}
