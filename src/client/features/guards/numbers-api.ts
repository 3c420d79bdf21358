import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuardNumbers, TextedInvite } from '../../../shared/sms';
import { api } from '../../lib/api-client';
import { guardKeys } from '../../lib/queries/guards';

/** Under the guards' key: every change to a guard reads the notes again. */
const numbersKey = [...guardKeys.all, 'numbers'] as const;

/** What the Guards page notes of one guard's number (issue #30). */
export interface NumberNote {
  /** The number as stored, and why texts cannot go to it. */
  toFix?: { contactNumber: string; problem: string };
  /** When the number replied STOP. */
  optedOutSince?: string;
}

/** GET /api/sms/numbers: numbers to fix and numbers that replied STOP, by guard id. */
export function useGuardNumbers(enabled: boolean) {
  return useQuery({
    queryKey: numbersKey,
    queryFn: async ({ signal }) => {
      const { toFix, optedOut } = await api<GuardNumbers>('/api/sms/numbers', { signal });
      const notes = new Map<string, NumberNote>();
      for (const { guardId, contactNumber, problem } of toFix) {
        notes.set(guardId, { toFix: { contactNumber, problem } });
      }
      for (const { guardId, since } of optedOut) {
        notes.set(guardId, { ...notes.get(guardId), optedOutSince: since });
      }
      return notes;
    },
    enabled,
  });
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...guardKeys.all, 'accounts'] }),
  });
}
