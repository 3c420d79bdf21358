import { LayoutDashboard } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /: the coverage dashboard (built in its own issue). */
export function DashboardPage() {
  return (
    <PlaceholderPage
      title="Coverage"
      description="Coverage requests by location and month."
      icon={LayoutDashboard}
    />
  );
}
