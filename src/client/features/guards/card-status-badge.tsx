import { cardStatus, cardStatusLabel, type CardStatus } from '../../../shared/guard-card';
import type { GuardQualification } from '../../../shared/qualifications';
import { Badge } from '../../components/ui/badge';

/**
 * 'Expired' in red or 'Expires in N days' in amber; nothing for a valid or missing card. `subject`
 * tells screen readers what expires (the guard card, or a qualification).
 */
export function CardStatusBadge({
  status,
  subject = 'Guard card',
}: {
  status: CardStatus;
  subject?: string;
}) {
  const label = cardStatusLabel(status);
  if (!label) return null;
  return (
    <Badge variant={status.kind === 'expired' ? 'destructive' : 'warning'}>
      <span className="sr-only">{subject}: </span>
      {label}
    </Badge>
  );
}

/**
 * A guard's qualifications (issue #32), each a small badge with the guard card's expiry badge
 * beside it when it has expired or expires within 30 days.
 */
export function QualificationBadges({
  held,
  today,
}: {
  held: readonly GuardQualification[];
  today: string;
}) {
  if (held.length === 0) return null;
  return (
    <ul aria-label="Qualifications" className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1">
      {held.map((one) => (
        <li key={one.qualificationId} className="flex items-center gap-1">
          <Badge variant="outline">{one.name}</Badge>
          <CardStatusBadge status={cardStatus(one.expiresOn, today)} subject={one.name} />
        </li>
      ))}
    </ul>
  );
}
