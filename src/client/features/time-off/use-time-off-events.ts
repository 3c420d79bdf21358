import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { can, type MaybeRole } from '../../../shared/permissions';
import type { TimeOffEvent } from '../../../shared/realtime';
import { onReconnect, useRealtimeSocket } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { timeOffKeys } from './api';

/**
 * Time off, live (issue #32): the office's list refetches when a guard asks or takes a request
 * back; a guard's own list when the office answers, with the answer as a toast on whatever page
 * they are ('Your time off Nov 28–Nov 30 was approved'). After a dropped connection both read
 * again.
 */
export function useTimeOffEvents(role: MaybeRole) {
  const queryClient = useQueryClient();
  const socket = useRealtimeSocket();
  const office = can(role, 'time-off:view');
  const guard = can(role, 'time-off:own');
  useEffect(() => {
    if (!socket || (!office && !guard)) return undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: timeOffKeys.all });
    const handleChange = ({ kind, text, timeOffId }: TimeOffEvent) => {
      refresh();
      if (guard && text && (kind === 'approved' || kind === 'declined')) {
        const id = `time-off-${timeOffId ?? ''}`;
        if (kind === 'approved') toast.success(text, { id });
        else toast.info(text, { id });
      }
    };
    const stopReconnect = onReconnect(socket, refresh);
    socket.on('time-off:changed', handleChange);
    return () => {
      stopReconnect();
      socket.off('time-off:changed', handleChange);
    };
  }, [socket, office, guard, queryClient]);
}
