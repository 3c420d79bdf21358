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
import { requestActions, type RequestActions } from './location-requests-cells';

interface LocationRequestsListProps extends RequestActions {
  requests: CoverageRequest[];
}

/** The location's requests: a table from 768 px up, stacked cards on phones. */
export function LocationRequestsList(props: LocationRequestsListProps) {
  const { requests, ...actions } = props;
  return (
    <ResponsiveList
      label="Coverage requests"
      table={<RequestsTable {...props} />}
      cards={requests.map((request) => (
        <RequestCard key={request.id} request={request} actions={actions} />
      ))}
    />
  );
}

function RequestsTable({ requests, ...actions }: LocationRequestsListProps) {
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
              <RequestGuard request={request} />
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

function RequestCard({ request, actions }: { request: CoverageRequest; actions: RequestActions }) {
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
          ['Guard', <RequestGuard key="guard" request={request} />],
          ['Notes', <RequestNotes key="notes" request={request} />],
        ]}
      />
    </ListCard>
  );
}
