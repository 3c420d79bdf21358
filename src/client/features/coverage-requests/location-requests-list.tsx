import { ActionsHead } from '../../components/row-actions';
import { formatRequestTime, type CoverageRequest } from '../../../shared/coverage-requests';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import {
  RequestDate,
  RequestGuard,
  RequestNotes,
  RequestTime,
} from '../../components/coverage-request-cells';
import { requestActions, type RequestActions } from './location-requests-cells';

interface LocationRequestsListProps extends RequestActions {
  requests: CoverageRequest[];
}

/** The location's requests: a table from 768 px up, stacked cards on phones. */
export function LocationRequestsList(props: LocationRequestsListProps) {
  return (
    <>
      <div className="hidden md:block">
        <RequestsTable {...props} />
      </div>
      <div className="md:hidden">
        <RequestCards {...props} />
      </div>
    </>
  );
}

function RequestsTable({ requests, ...actions }: LocationRequestsListProps) {
  const withActions = Boolean(actions.onEdit ?? actions.onDelete);
  return (
    <Table aria-label="Coverage requests">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Start</TableHead>
          <TableHead>End</TableHead>
          <TableHead>Guard</TableHead>
          <TableHead>Notes</TableHead>
          {withActions ? <ActionsHead /> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {requests.map((request) => (
          <TableRow key={request.id}>
            <TableCell className="whitespace-nowrap">
              <RequestDate request={request} />
            </TableCell>
            <TableCell className="tabular-nums">{formatRequestTime(request.startTime)}</TableCell>
            <TableCell className="tabular-nums">{formatRequestTime(request.endTime)}</TableCell>
            <TableCell className="min-w-32">
              <RequestGuard request={request} />
            </TableCell>
            <TableCell className="min-w-40">
              <RequestNotes notes={request.notes} />
            </TableCell>
            {withActions ? (
              <TableCell className="w-px text-right whitespace-nowrap">
                {requestActions(request, actions)}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RequestCards({ requests, ...actions }: LocationRequestsListProps) {
  return (
    <ul aria-label="Coverage requests" className="flex flex-col gap-3">
      {requests.map((request) => {
        const buttons = requestActions(request, actions);
        return (
          <li key={request.id} className="flex flex-col gap-2 rounded-md border border-border p-3">
            <div className="flex items-center justify-between gap-2">
              <p>
                <RequestDate request={request} />
              </p>
              {buttons ? <div className="-my-2 -mr-2 flex shrink-0">{buttons}</div> : null}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Time</dt>
              <dd>
                <RequestTime request={request} />
              </dd>
              <dt className="text-muted-foreground">Guard</dt>
              <dd className="min-w-0">
                <RequestGuard request={request} />
              </dd>
              <dt className="text-muted-foreground">Notes</dt>
              <dd className="min-w-0">
                <RequestNotes notes={request.notes} />
              </dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
