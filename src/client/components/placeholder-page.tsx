import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from './ui/card';
import { PageHeader } from './page-header';

/** A screen whose tools are still being built: its title and what it will hold. */
export function PlaceholderPage({
  title,
  description,
  icon: Icon,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
}) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={description} />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-16 text-center sm:py-16">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <p className="font-medium">This screen is being prepared.</p>
          <p className="max-w-md text-sm text-muted-foreground">
            It will be available in an upcoming update.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
