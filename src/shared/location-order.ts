// How locations compare, apart from their schemas so that lists load without zod (and without a
// type import back into locations.ts, which re-exports these: issue #31).

/** What a comparison reads of a location. */
interface NamedLocation {
  name: string;
  deptCode: string;
}

/** Department codes are unique compared trimmed and case-insensitively (DECISIONS.md). */
export function deptCodeKey(deptCode: string): string {
  return deptCode.trim().toLowerCase();
}

/** Locations as people read a list of them: by name (numbers in order, case aside), then code. */
export function compareLocations(a: NamedLocation, b: NamedLocation): number {
  const options = { sensitivity: 'base', numeric: true } as const;
  return (
    a.name.localeCompare(b.name, undefined, options) ||
    a.deptCode.localeCompare(b.deptCode, undefined, options)
  );
}
