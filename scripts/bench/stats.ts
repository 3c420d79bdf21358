/** The p-th percentile (0–100) of `values`, nearest rank; null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? null;
}

/** A figure rounded to tenths for the results' extras; 0 when there is none. */
export const tenths = (value: number | null) => (value === null ? 0 : Math.round(value * 10) / 10);
