import { Download, SearchX } from 'lucide-react';
import { EXPORT_PREVIEW_ROWS, type ExportPreview } from '../../../shared/coverage-export';
import {
  RequestDate,
  RequestGuard,
  RequestNotes,
  RequestTime,
} from '../../components/coverage-request-cells';
import { EmptyState, LoadError } from '../../components/list-states';
import { useNow } from '../../lib/use-now';
import { DetailList, ListCard, ResponsiveList } from '../../components/responsive-list';
import { TableSkeleton } from '../../components/row-actions';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';

type PreviewRow = ExportPreview['rows'][number];

/** '8', '7.5', or '–' for a whole-day request (the file leaves the cell empty). */
const hoursCell = (hours: number | null) => (hours === null ? '–' : String(hours));

interface ExportPreviewCardProps {
  preview: ExportPreview | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  downloading: boolean;
  onDownload: () => void;
}

/**
 * 'Preview (N records)': the newest matching rows (a table on desktop, cards on phones), the note
 * when there are more, and Download CSV Report for all of them.
 */
export function ExportPreviewCard(props: ExportPreviewCardProps) {
  const { preview } = props;
  // A shift without a guard reads 'Uncovered' once it has ended (issue #39).
  const now = useNow();
  const total = preview?.total;
  let body;
  if (props.error) {
    body = (
      <LoadError
        title="Could not load the preview"
        message={props.error.message}
        onRetry={props.onRetry}
      />
    );
  } else if (props.isPending || !preview) {
    body = <TableSkeleton label="Loading the preview" rows={5} />;
  } else if (preview.total === 0) {
    body = (
      <EmptyState icon={SearchX} title="No coverage requests match these filters">
        <p className="max-w-sm text-sm text-muted-foreground">
          Widen the dates, choose more locations or clear the notes search.
        </p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        {preview.total > EXPORT_PREVIEW_ROWS ? (
          <p className="mb-4 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
            {`Showing first ${String(EXPORT_PREVIEW_ROWS)} of ${String(preview.total)} records. All records will be included in export.`}
          </p>
        ) : null}
        <ResponsiveList
          label="Preview"
          table={<PreviewTable rows={preview.rows} now={now} />}
          cards={preview.rows.map((row) => (
            <PreviewCard key={row.id} row={row} now={now} />
          ))}
        />
      </>
    );
  }

  return (
    <Card aria-labelledby="export-preview-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle id="export-preview-title">
          {total === undefined ? 'Preview' : `Preview (${String(total)} records)`}
        </CardTitle>
        <Button
          onClick={props.onDownload}
          loading={props.downloading}
          disabled={total === undefined}
        >
          <Download aria-hidden="true" />
          Download CSV Report
        </Button>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

function PreviewTable({ rows, now }: { rows: PreviewRow[]; now: Date }) {
  return (
    <Table aria-label="Preview">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Time</TableHead>
          <TableHead>Hours</TableHead>
          <TableHead>Guard</TableHead>
          <TableHead>Location</TableHead>
          <TableHead>Dept Code</TableHead>
          <TableHead>Notes</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="whitespace-nowrap">
              <RequestDate request={row} />
            </TableCell>
            <TableCell>
              <RequestTime request={row} />
            </TableCell>
            <TableCell className="tabular-nums">{hoursCell(row.hours)}</TableCell>
            <TableCell className="min-w-32">
              <RequestGuard request={row} now={now} />
            </TableCell>
            <TableCell className="min-w-32 break-words">{row.locationName}</TableCell>
            <TableCell className="font-mono">{row.deptCode}</TableCell>
            <TableCell className="min-w-40">
              <RequestNotes request={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PreviewCard({ row, now }: { row: PreviewRow; now: Date }) {
  return (
    <ListCard>
      <p>
        <RequestDate request={row} />
      </p>
      <DetailList
        items={[
          ['Time', <RequestTime key="time" request={row} />],
          ['Hours', hoursCell(row.hours)],
          ['Guard', <RequestGuard key="guard" request={row} now={now} />],
          [
            'Location',
            <span key="location">
              {row.locationName}{' '}
              <span className="font-mono whitespace-nowrap text-muted-foreground">
                {row.deptCode}
              </span>
            </span>,
          ],
          ['Notes', <RequestNotes key="notes" request={row} />],
        ]}
      />
    </ListCard>
  );
}
