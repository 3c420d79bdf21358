import { cardStatusLabel, type CardStatus } from '../../../shared/guard-card';
import { Badge } from '../../components/ui/badge';

/** 'Expired' in red or 'Expires in N days' in amber; nothing for a valid or missing card. */
export function CardStatusBadge({ status }: { status: CardStatus }) {
  const label = cardStatusLabel(status);
  if (!label) return null;
  return (
    <Badge variant={status.kind === 'expired' ? 'destructive' : 'warning'}>
      <span className="sr-only">Guard card: </span>
      {label}
    </Badge>
  );
}
