import type { AuditEntity } from '../../../shared/audit';

/** The Audit Log screen's filters as the form holds them: local dates, '' for any. */
export interface AuditFilters {
  actorId: string;
  entity: AuditEntity | '';
  /** yyyy-MM-dd, the first local day shown. */
  from: string;
  /** yyyy-MM-dd, the last local day shown. */
  to: string;
}

export const NO_FILTERS: AuditFilters = { actorId: '', entity: '', from: '', to: '' };

/** What the API is asked for (AuditQuerySchema without the page). */
export type AuditFilterQuery = {
  actorId?: string;
  entity?: AuditEntity;
  from?: string;
  to?: string;
};

export const BACKWARDS_RANGE = 'End date must be on or after the start date';

/** The instant a local day starts, as the API takes it; `days` later for the day after. */
function startOfLocalDay(date: string, days = 0): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day + days).toISOString();
}

/**
 * The API's query for the filters: whole local days, the end day included. Null while the range
 * runs backwards (the form shows BACKWARDS_RANGE instead of asking).
 */
export function auditQuery(filters: AuditFilters): AuditFilterQuery | null {
  if (filters.from && filters.to && filters.from > filters.to) return null;
  return {
    ...(filters.actorId ? { actorId: filters.actorId } : {}),
    ...(filters.entity ? { entity: filters.entity } : {}),
    ...(filters.from ? { from: startOfLocalDay(filters.from) } : {}),
    ...(filters.to ? { to: startOfLocalDay(filters.to, 1) } : {}),
  };
}

/** The query as a URL's search part (without '?'), keys in a stable order. */
export function auditSearch(query: {
  readonly [key: string]: string | number | undefined;
}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}
