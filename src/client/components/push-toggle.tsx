import { Bell, BellOff, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { can } from '../../shared/permissions';
import { ApiError } from '../lib/api-client';
import { readPushStatus, refreshPush, turnOffPush, turnOnPush, type PushStatus } from '../lib/push';
import { useMe } from '../lib/session';
import { toast } from '../lib/toast';
import { cn } from '../lib/utils';
import { Button } from './ui/button';
import {
  PUSH_BLOCKED_TEXT,
  PUSH_INSTALL_FIRST_TEXT,
  PUSH_NO_SERVICE_TEXT,
  PUSH_PRIVATE_WINDOW_TEXT,
} from '../lib/push-texts';

/**
 * The reason shown when turning notifications on or off fails, saying what to do: a refusal by
 * the browser itself is not cured by trying again later (issue #31).
 */
function failureMessage(error: unknown, turningOn: boolean): string {
  if (error instanceof ApiError) return error.message;
  if (!turningOn) return 'Could not turn off notifications. Please try again.';
  if (!(error instanceof DOMException)) {
    return 'This browser could not turn on notifications. Check your connection and try again.';
  }
  if (error.name === 'NotAllowedError') return PUSH_BLOCKED_TEXT;
  // Chromium's answer in a private window, which it keeps from saying so ('Registration failed -
  // permission denied'), and where push was turned off for the browser.
  if (/permission denied/i.test(error.message)) return PUSH_PRIVATE_WINDOW_TEXT;
  return PUSH_NO_SERVICE_TEXT;
}

/**
 * "Notify me on this device": Web Push for this browser (lib/push.ts). Says when the browser
 * blocked notifications or when a phone needs the installed app first; shows nothing where push
 * cannot work or the account's role takes no notifications.
 */
export function PushToggle({ className }: { className?: string }) {
  const { data: me } = useMe();
  const [status, setStatus] = useState<PushStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const allowed = can(me?.role, 'push:subscribe');

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    readPushStatus().then(
      (read) => {
        if (live) setStatus(read);
        // The server may have forgotten the device, or hold it for another account.
        if (read === 'on') refreshPush().catch(() => undefined);
      },
      () => live && setStatus('unsupported'),
    );
    return () => {
      live = false;
    };
  }, [allowed]);

  if (!allowed || status === null || status === 'unsupported') return null;

  const change = async (turningOn: boolean) => {
    setBusy(true);
    try {
      if (turningOn) {
        const after = await turnOnPush();
        setStatus(after);
        if (after === 'on') toast.success('Notifications on for this device');
      } else {
        await turnOffPush();
        setStatus('off');
      }
    } catch (error) {
      toast.error(failureMessage(error, turningOn));
      setStatus(await readPushStatus().catch(() => 'off' as const));
    } finally {
      setBusy(false);
    }
  };

  const box = cn('flex flex-wrap items-center gap-3', className);
  if (status === 'install-first' || status === 'blocked') {
    return (
      <p className={cn(box, 'text-sm text-muted-foreground')}>
        <BellOff aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0 flex-1">
          {status === 'blocked' ? PUSH_BLOCKED_TEXT : PUSH_INSTALL_FIRST_TEXT}
        </span>
      </p>
    );
  }
  if (status === 'on') {
    return (
      <div className={box}>
        <p className="flex items-center gap-2 text-sm font-medium" role="status">
          <BellRing aria-hidden="true" className="size-4 text-primary" />
          Notifications on
        </p>
        <Button variant="outline" size="sm" loading={busy} onClick={() => void change(false)}>
          Turn off
        </Button>
      </div>
    );
  }
  return (
    <div className={box}>
      <Button variant="outline" loading={busy} onClick={() => void change(true)}>
        {!busy && <Bell aria-hidden="true" />}
        Notify me on this device
      </Button>
    </div>
  );
}
