import { ActionsHead } from '../../components/row-actions';
import { DetailList, ListCard, ResponsiveList } from '../../components/responsive-list';
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
import { useNow } from '../../lib/use-now';
import { requestActions, type RequestActions } from './location-requests-cells';

interface LocationRequestsListProps extends RequestActions {
  requests: CoverageRequest[];
}

/** The location's requests: a table from 768 px up, stacked cards on phones. */
export function LocationRequestsList(props: LocationRequestsListProps) {
  const { requests, ...actions } = props;
  // A shift without a guard reads 'Uncovered' from its end (issue #39), with no reload.
  const now = useNow();
  return (
    <ResponsiveList
      label="Coverage requests"
      table={<RequestsTable {...props} now={now} />}
      cards={requests.map((request) => (
        <RequestCard key={request.id} request={request} actions={actions} now={now} />
      ))}
    />
  );
}

function RequestsTable({ requests, now, ...actions }: LocationRequestsListProps & { now: Date }) {
  const withActions = Boolean(actions.onEdit ?? actions.onDelete ?? actions.onCallOut);
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
              <RequestDate request={request} monthRow />
            </TableCell>
            <TableCell className="tabular-nums">{formatRequestTime(request.startTime)}</TableCell>
            <TableCell className="tabular-nums">{formatRequestTime(request.endTime)}</TableCell>
            <TableCell className="min-w-32">
              <RequestGuard request={request} now={now} />
            </TableCell>
            <TableCell className="min-w-40">
              <RequestNotes request={request} />
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

function RequestCard({
  request,
  actions,
  now,
}: {
  request: CoverageRequest;
  actions: RequestActions;
  now: Date;
}) {
  const buttons = requestActions(request, actions);
  return (
    <ListCard>
      <div className="flex items-center justify-between gap-2">
        <p>
          <RequestDate request={request} monthRow />
        </p>
        {buttons ? <div className="-my-2 -mr-2 flex shrink-0">{buttons}</div> : null}
      </div>
      <DetailList
        items={[
          ['Time', <RequestTime key="time" request={request} />],
          ['Guard', <RequestGuard key="guard" request={request} now={now} />],
          ['Notes', <RequestNotes key="notes" request={request} />],
        ]}
      />
    </ListCard>
  );
}
