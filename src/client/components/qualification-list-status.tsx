import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { QualificationList } from '../../shared/qualifications';

/**
 * What a picker of the company's qualifications (issue #32: the guard dialog's, the location
 * dialog's) shows in place of its choices while the list loads, when it could not be loaded or
 * when it is empty; null once there are qualifications to choose from.
 */
export function qualificationListStatus(list: UseQueryResult<QualificationList>): ReactNode {
  if (list.isPending) {
    return <p className="text-sm text-muted-foreground">Loading qualifications…</p>;
  }
  if (list.isError) {
    return <p className="text-sm text-destructive">Could not load the qualifications.</p>;
  }
  if (list.data.items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No qualifications on the list yet: add them on the Qualifications page.
      </p>
    );
  }
  return null;
}
