import { TIME_OFF_STATUS_LABELS } from '../../../shared/time-off';
import type { TimeOffStatus } from '../../../shared/time-off-rules';
import { Badge } from '../../components/ui/badge';

const VARIANTS = {
  pending: 'warning',
  approved: 'success',
  declined: 'muted',
} as const satisfies Record<TimeOffStatus, 'warning' | 'success' | 'muted'>;

/** 'Pending', 'Approved' or 'Declined', in words and colour. */
export function TimeOffStatusBadge({ status }: { status: TimeOffStatus }) {
  return <Badge variant={VARIANTS[status]}>{TIME_OFF_STATUS_LABELS[status]}</Badge>;
}
