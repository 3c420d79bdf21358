// How locations compare, apart from their schemas so that lists load without zod (and without a
// type import back into locations.ts, which re-exports these: issue #31).

/** Department codes are unique compared trimmed and case-insensitively (DECISIONS.md). */
export function deptCodeKey(deptCode: string): string {
  return deptCode.trim().toLowerCase();
}

/** What ordering locations reads of them (a Location, or a row of a list that names one). */
interface NamedLocation {
  name: string;
  deptCode: string;
}

/** Locations as people read a list of them: by name (numbers in order, case aside), then code. */
export function compareLocations(a: NamedLocation, b: NamedLocation): number {
  const options = { sensitivity: 'base', numeric: true } as const;
  return (
    a.name.localeCompare(b.name, undefined, options) ||
    a.deptCode.localeCompare(b.deptCode, undefined, options)
  );
}
