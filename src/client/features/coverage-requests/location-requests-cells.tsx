import type { ReactNode } from 'react';
import {
  formatRequestDate,
  formatRequestTime,
  type CoverageRequest,
} from '../../../shared/coverage-requests';
import { RowActions } from '../../components/row-actions';

export interface RequestActions {
  /** Per-row actions, given in Edit Mode only. */
  onEdit: ((request: CoverageRequest) => void) | undefined;
  onDelete: ((request: CoverageRequest) => void) | undefined;
}

/** How a row is named to screen readers, e.g. 'request on 11-22-2026 at 08:00'. */
function rowName(request: CoverageRequest): string {
  const { date } = formatRequestDate(request.date);
  return request.startTime
    ? `request on ${date} at ${formatRequestTime(request.startTime)}`
    : `request on ${date}`;
}

/** Edit and delete for one request, or null outside Edit Mode. */
export function requestActions(
  request: CoverageRequest,
  { onEdit, onDelete }: RequestActions,
): ReactNode {
  if (!onEdit && !onDelete) return null;
  return (
    <RowActions
      name={rowName(request)}
      onEdit={onEdit && (() => onEdit(request))}
      onDelete={onDelete && (() => onDelete(request))}
    />
  );
}
