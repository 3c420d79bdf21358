import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { can, type MaybeRole } from '../../../shared/permissions';
import type { ShiftEvent } from '../../../shared/realtime';
import { announce } from '../../lib/data-changes';
import { onReconnect, useRealtimeSocket } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { shiftToastId } from './shift-toast';

/** How long a call-out stays on screen: someone has to act on it. */
const CALL_OUT_MS = 15_000;

/**
 * What the office is told of a guard's doing; the office's own actions need no toast. These are
 * news, not answers to what this user did: they neither replace nor count as the page's own
 * complaints (lib/toast.ts), so they are all 'info'.
 */
function officeToast({ kind, guardName, shift, requestId }: ShiftEvent): void {
  const who = guardName ?? 'A guard';
  const id = shiftToastId(requestId);
  if (kind === 'called-out') {
    toast.info(`${who} can't make it`, { id, description: shift, duration: CALL_OUT_MS });
  } else if (kind === 'accepted') toast.info(`${who} took a shift`, { id, description: shift });
  else if (kind === 'declined') toast.info(`${who} declined a shift`, { id, description: shift });
  else if (kind === 'late') toast.info(`${who} has not checked in`, { id, description: shift });
  else if (kind === 'no-show') {
    toast.info(`${who} did not show up`, { id, description: shift, duration: CALL_OUT_MS });
  } else if (kind === 'checked-in-after-no-show') {
    toast.info(`${who} checked in after the no-show`, {
      id,
      description: shift,
      duration: CALL_OUT_MS,
    });
  } else if (kind === 'off-site') {
    toast.info(`${who} checked in off site`, { id, description: shift, duration: CALL_OUT_MS });
  } else if (kind === 'left-early') {
    toast.info(`${who} left early`, { id, description: shift, duration: CALL_OUT_MS });
  }
}

/**
 * What a guard is told: a new offer, or one that they can no longer take. News of a shift
 * replaces the toast before it about the same shift instead of stacking under it.
 */
function guardToast({ kind, shift, requestId }: ShiftEvent): void {
  const id = shiftToastId(requestId);
  if (kind === 'offered') toast.info('Shift offered to you', { id, description: shift });
  else if (kind === 'withdrawn') toast.info('An offer was withdrawn', { id, description: shift });
  else if (kind === 'accepted') toast.info('Taken by another guard', { id, description: shift });
}

/**
 * Open shifts and offers, live (issue #21): the office's board, the dashboard's counts and the
 * guard's own list refetch when the server says something changed, and people are told what
 * happened on whatever page they are. After a dropped connection everything is fetched again.
 */
export function useShiftEvents(role: MaybeRole) {
  const queryClient = useQueryClient();
  const socket = useRealtimeSocket();
  const office = can(role, 'offers:manage');
  const guard = can(role, 'shifts:own');
  useEffect(() => {
    if (!socket || (!office && !guard)) return undefined;
    // Whatever shows shifts reads again: the office's screens, or the guard's own list.
    const refresh = () => void announce(queryClient, 'shifts');
    const handleChange = (event: ShiftEvent) => {
      refresh();
      if (office) officeToast(event);
      else guardToast(event);
    };
    const stopReconnect = onReconnect(socket, refresh);
    socket.on('shifts:changed', handleChange);
    // Time off asked or answered changes who may take a shift (issue #32): Find cover, the
    // guard's offers.
    socket.on('time-off:changed', refresh);
    return () => {
      stopReconnect();
      socket.off('shifts:changed', handleChange);
      socket.off('time-off:changed', refresh);
    };
  }, [socket, office, guard, queryClient]);
}
