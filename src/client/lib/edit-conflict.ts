import { useState } from 'react';
import type { z } from 'zod';
import { localIsoDate } from '../../shared/calendar';
import { formatDateTime, formatTime } from '../../shared/date-format';
import { STALE, staleAnswerSchema, type StaleAnswer } from '../../shared/edit-version';
import { ApiError } from './api-client';

/** When someone else's save was made, for people: '3:04 PM' today, 'Tue, Nov 3, 9:15 AM' before. */
export function formatChangedAt(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  return localIsoDate(at) === localIsoDate(now) ? formatTime(at) : formatDateTime(at, now);
}

/** True when a save was refused for being based on an older version (409 STALE). */
export function isStale(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === STALE;
}

/** The refusal of a stale save with the item read by its schema; null for any other failure. */
export function staleAnswer<T>(error: unknown, schema: z.ZodType<T>): StaleAnswer<T> | null {
  if (!(error instanceof ApiError) || !isStale(error)) return null;
  const parsed = staleAnswerSchema(schema).safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/**
 * An edit dialog's version (issue #20): the one it was opened with, sent with each save, and the
 * conflict a stale save met, shown until the user reloads or overwrites. Both take the version
 * the refusal carried; a save made with it that meets another change conflicts again.
 */
export function useEditVersion<T extends { version: number }>(
  item: T | null,
  schema: z.ZodType<T>,
) {
  const [version, setVersion] = useState(item?.version ?? 1);
  const [conflict, setConflict] = useState<StaleAnswer<T> | null>(null);
  const settle = () => {
    if (!conflict) return null;
    setVersion(conflict.current.version);
    setConflict(null);
    return conflict.current;
  };
  return {
    version,
    conflict,
    /** Shows the conflict of a stale save; true when `error` was one (the screen shows it). */
    caught: (error: Error): boolean => {
      const answer = staleAnswer(error, schema);
      if (answer) setConflict(answer);
      return answer !== null;
    },
    /** Reload: the item as it is now, to fill the form with; later saves are based on it. */
    reload: (): T | null => settle(),
    /** Overwrite: the version to save the user's values on (the current one). */
    overwrite: (): number => settle()?.version ?? version,
  };
}

export type EditVersion<T extends { version: number }> = ReturnType<typeof useEditVersion<T>>;
