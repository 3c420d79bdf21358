import { stale } from '../errors.js';

/** The last save of a row people edit: who made it (their name then; null if nobody has) and when. */
export interface LastSave {
  by: string | null;
  at: Date | string;
}

/** An item as an edit reads it, inside the edit's transaction: as the API answers it, and its last save. */
export interface EditedRow<T> {
  item: T;
  lastSave: LastSave;
}

/** Why a save was refused: `missing` when the item is gone, else 409 STALE with it as it is now. */
export function refusal<T extends object>(row: EditedRow<T> | null, missing: () => Error): Error {
  return row ? stale(row.item, row.lastSave) : missing();
}

/**
 * The item an edit based on `version` may change: the row read for the edit (under lock on
 * PostgreSQL), refused when it is gone or at another version. The edit's update is still
 * conditional on the version (`where id = ? and version = ?`), which is what keeps two saves
 * based on one version from both succeeding, lock or not.
 */
export function editable<T extends { version: number }>(
  row: EditedRow<T> | null,
  version: number,
  missing: () => Error,
): T {
  if (!row || row.item.version !== version) throw refusal(row, missing);
  return row.item;
}
