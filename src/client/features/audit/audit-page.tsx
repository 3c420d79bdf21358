import { Download, History } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, LoadError } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { TableSkeleton } from '../../components/row-actions';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useUsers } from '../../lib/queries/users';
import { auditCsvUrl, useAuditPages } from './api';
import { AuditEntries } from './audit-entries';
import { AuditFilterBar } from './audit-filter-bar';
import { auditQuery, NO_FILTERS, type AuditFilters } from './audit-filters';

/**
 * /audit (admins only, beyond the spec): every change to coverage requests, locations, guards and
 * accounts, newest first, filtered by person, kind and days, and downloadable as CSV.
 */
export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const query = auditQuery(filters);
  const pages = useAuditPages(query);
  const users = useUsers();
  const entries = pages.data?.pages.flatMap((page) => page.entries) ?? [];

  let body;
  if (query === null) body = null;
  else if (pages.isPending) body = <TableSkeleton label="Loading the audit log" rows={6} />;
  else if (pages.isError && entries.length === 0) {
    body = (
      <LoadError
        title="Failed to load the audit log"
        message={pages.error.message}
        onRetry={() => void pages.refetch()}
      />
    );
  } else if (entries.length === 0) {
    body = <EmptyState icon={History} title="No changes match these filters" />;
  } else {
    body = (
      <div className="flex flex-col gap-4" aria-busy={pages.isPlaceholderData}>
        <AuditEntries entries={entries} />
        {pages.hasNextPage ? (
          <Button
            variant="outline"
            className="self-center"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? <Spinner /> : null}
            Load more
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Audit Log"
        description="Every change to coverage requests, locations, guards and accounts: who made it, when, and what it replaced."
        actions={
          query ? (
            <Button asChild variant="outline">
              <a href={auditCsvUrl(query)} download>
                <Download aria-hidden="true" />
                Export CSV
              </a>
            </Button>
          ) : null
        }
      />
      <Card>
        <CardContent className="pt-4 sm:pt-6">
          <AuditFilterBar values={filters} onChange={setFilters} users={users.data ?? []} />
        </CardContent>
      </Card>
      {/* A backwards range has its message at the field; no results are asked for. */}
      {body ? (
        <Card>
          <CardContent className="pt-4 sm:pt-6">{body}</CardContent>
        </Card>
      ) : null}
    </div>
  );
}
