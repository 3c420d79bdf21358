import { Award, Plus } from 'lucide-react';
import type { QualificationItem } from '../../../shared/qualifications';
import { EmptyState, LoadError } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { ActionsHead, RowActionsCell, TableSkeleton } from '../../components/row-actions';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { useQualifications } from '../../lib/queries/qualifications';
import { useDialogState } from '../../lib/use-dialog-state';
import { DeleteQualificationDialog } from './delete-qualification-dialog';
import { QualificationDialog } from './qualification-dialog';

/** The list by name: how many guards hold each and how many posts require it. */
function QualificationsTable({
  items,
  onEdit,
  onDelete,
}: {
  items: QualificationItem[];
  onEdit: (item: QualificationItem) => void;
  onDelete: (item: QualificationItem) => void;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead className="text-right">Guards</TableHead>
          <TableHead className="text-right">Posts</TableHead>
          <ActionsHead />
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell className="font-medium break-words">{item.name}</TableCell>
            <TableCell className="text-right tabular-nums">
              <span className="sr-only">Guards who hold it: </span>
              {item.guardCount}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              <span className="sr-only">Posts that require it: </span>
              {item.locationCount}
            </TableCell>
            <RowActionsCell
              name={item.name}
              onEdit={() => onEdit(item)}
              onDelete={() => onDelete(item)}
            />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /qualifications (issue #32): the licences and skills guards hold and posts require. */
export function QualificationsPage() {
  const { data, isPending, isError, error, refetch } = useQualifications();
  const editor = useDialogState<QualificationItem>();
  const deleting = useDialogState<QualificationItem>();

  let body;
  if (isPending) body = <TableSkeleton label="Loading qualifications" rows={4} />;
  else if (isError) {
    body = (
      <LoadError
        title="Could not load qualifications"
        message={error.message}
        onRetry={() => void refetch()}
      />
    );
  } else if (data.items.length === 0) {
    body = (
      <EmptyState icon={Award} title="No qualifications added yet">
        <p className="max-w-sm text-sm text-muted-foreground">
          Add the licences and skills your posts require, then give them to your guards.
        </p>
      </EmptyState>
    );
  } else {
    body = <QualificationsTable items={data.items} onEdit={editor.show} onDelete={deleting.show} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Qualifications"
        description="Licences and skills: which guards hold them, which posts require them."
        actions={
          <Button onClick={() => editor.show(null)}>
            <Plus aria-hidden="true" />
            Add Qualification
          </Button>
        }
      />
      <Card>{body}</Card>
      <QualificationDialog
        open={editor.open}
        qualification={editor.item}
        onOpenChange={editor.onOpenChange}
      />
      <DeleteQualificationDialog
        open={deleting.open}
        qualification={deleting.item}
        onOpenChange={deleting.onOpenChange}
      />
    </div>
  );
}
