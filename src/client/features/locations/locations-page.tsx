import { MapPin } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /locations: the posts the company covers. */
export function LocationsPage() {
  return (
    <PlaceholderPage
      title="Locations"
      description="Your posts and their department codes."
      icon={MapPin}
    />
  );
}
