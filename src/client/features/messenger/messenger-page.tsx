import { MessageSquare } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /messenger: one-to-one and group chat. */
export function MessengerPage() {
  return (
    <PlaceholderPage
      title="Messenger"
      description="Message your team in real time."
      icon={MessageSquare}
    />
  );
}
