import { FileDown } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /export: coverage reports as CSV. */
export function ExportPage() {
  return (
    <PlaceholderPage title="Export" description="Coverage reports as CSV files." icon={FileDown} />
  );
}
