import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuardNumbers, SharedNumber, TextedInvite } from '../../../shared/sms';
import { guardFullName } from '../../../shared/guards';
import { api } from '../../lib/api-client';
import { refreshOn } from '../../lib/data-changes';
import { guardAccountKeys } from './invite-api';

export const guardNumberKeys = {
  all: ['guard-numbers'] as const,
};

/** What the Guards page notes of one guard's number (issue #30). */
export interface NumberNote {
  /** The number as stored, and why texts cannot go to it. */
  toFix?: { contactNumber: string; problem: string };
  /** When the number replied STOP. */
  optedOutSince?: string;
  /** Issue #40: the other guards who have the same number, by name. */
  sharedWith?: string[];
}

/** What the Guards page knows of the numbers: notes by guard id, and the numbers shared. */
export interface GuardNumberNotes {
  notes: ReadonlyMap<string, NumberNote>;
  shared: readonly SharedNumber[];
}

/**
 * GET /api/sms/numbers: numbers to fix, numbers that replied STOP and (issue #40) numbers
 * several guards share, by guard id.
 */
export const guardNumbersQueryOptions = queryOptions({
  queryKey: guardNumberKeys.all,
  queryFn: async ({ signal }): Promise<GuardNumberNotes> => {
    const { toFix, optedOut, shared } = await api<GuardNumbers>('/api/sms/numbers', { signal });
    const notes = new Map<string, NumberNote>();
    for (const { guardId, contactNumber, problem } of toFix) {
      notes.set(guardId, { toFix: { contactNumber, problem } });
    }
    for (const { guardId, since } of optedOut) {
      notes.set(guardId, { ...notes.get(guardId), optedOutSince: since });
    }
    for (const { guards } of shared) {
      for (const { guardId } of guards) {
        const others = guards.filter((other) => other.guardId !== guardId);
        notes.set(guardId, { ...notes.get(guardId), sharedWith: others.map(guardFullName) });
      }
    }
    return { notes, shared };
  },
  // Every change to a guard (a number fixed) reads the notes again.
  meta: refreshOn('guards'),
});

export function useGuardNumbers(enabled: boolean) {
  return useQuery({ ...guardNumbersQueryOptions, enabled });
}

/** POST /api/guards/:id/invite/text: a new invitation link, texted to the guard. */
export function useTextInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guardId: string) =>
      api<TextedInvite>(`/api/guards/${encodeURIComponent(guardId)}/invite/text`, {
        method: 'POST',
        body: {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardAccountKeys.all }),
  });
}
