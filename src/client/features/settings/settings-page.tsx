import { LoadError } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useCompanyRules } from './api';
import { CompanyRulesForm } from './company-rules-form';

function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading settings" className="flex flex-col gap-6">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-10 w-full sm:w-36" />
        </div>
      ))}
    </div>
  );
}

/** /settings (admins, issue #32): the company's rules for who may take a shift. */
export function SettingsPage() {
  const rules = useCompanyRules();

  let body;
  if (rules.isPending) body = <FormSkeleton />;
  else if (rules.isError) {
    body = (
      <LoadError
        title="Failed to load settings"
        message={rules.error.message}
        onRetry={() => void rules.refetch()}
      />
    );
  } else body = <CompanyRulesForm rules={rules.data} />;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Settings" description="The company's rules for who may take a shift." />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle id="company-rules-title">Hours and rest</CardTitle>
          <CardDescription>
            Hours are the shifts' lengths in the company's time zone, added up per guard.
          </CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
