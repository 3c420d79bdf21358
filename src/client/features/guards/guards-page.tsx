import { ShieldCheck } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /guards: the guard roster. */
export function GuardsPage() {
  return (
    <PlaceholderPage
      title="Guards"
      description="Your guards and their guard cards."
      icon={ShieldCheck}
    />
  );
}
