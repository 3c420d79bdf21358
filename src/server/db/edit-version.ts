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

/** What an edit of a versioned row does, in the edit's transaction (see versionedEdit). */
export interface VersionedEdit<T extends { version: number }, P> {
  /** The version the edit was based on. */
  version: number;
  /** The error for an unknown id (404 with the list's own words). */
  missing: () => Error;
  /** The row as the edit reads it: under lock on PostgreSQL, so the save sees what was read. */
  read: () => Promise<EditedRow<T> | null>;
  /** What the edit would store, worked out from the row as it is (it may look things up). */
  plan: (before: T) => Promise<P> | P;
  /** True when storing the plan would change nothing: then nothing is saved, no version used. */
  unchanged: (before: T, planned: P) => boolean;
  /** The conditional update (on id and version): the row as saved, or null when refused. */
  save: (before: T, planned: P) => Promise<T | null>;
}

/**
 * The one way a list's edit goes (guards, posts, coverage requests; issue #31): read the row,
 * refuse an unknown one (404) or one at another version (409 STALE with the row as it is), plan
 * the change, skip a change that changes nothing, and save it on the condition that the version
 * is still the one read, which keeps two saves based on one version from both succeeding. Runs
 * in the caller's transaction; `after` is null when nothing changed.
 */
export async function versionedEdit<T extends { version: number }, P>(
  edit: VersionedEdit<T, P>,
): Promise<{ before: T; planned: P; after: T | null }> {
  const before = editable(await edit.read(), edit.version, edit.missing);
  const planned = await edit.plan(before);
  if (edit.unchanged(before, planned)) return { before, planned, after: null };
  const after = await edit.save(before, planned);
  if (!after) throw refusal(await edit.read(), edit.missing);
  return { before, planned, after };
}
