import { CalendarOff, Clock, Plus } from 'lucide-react';
import { useState } from 'react';
import {
  TIME_OFF_FILTERS,
  TIME_OFF_STATUS_LABELS,
  type TimeOff,
  type TimeOffFilter,
} from '../../../shared/time-off';
import type { OfficeTimeOff } from '../../../shared/time-off-shifts';
import { EmptyState, LoadError } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { TableSkeleton } from '../../components/row-actions';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { toast } from '../../lib/toast';
import { useAnswerTimeOff, useTimeOffList } from './api';
import { shiftsOutcome, useConfirmBookedShifts } from './booked-shifts-confirm';
import { GuardHoursDialog } from './guard-hours-dialog';
import { OfficeTimeOffList } from './office-time-off-list';
import { RecordTimeOffDialog } from './record-time-off-dialog';

const FILTER_LABELS: Record<TimeOffFilter, string> = { all: 'All', ...TIME_OFF_STATUS_LABELS };

const EMPTY: Record<TimeOffFilter, string> = {
  all: 'No time off from today on',
  pending: 'No requests waiting',
  approved: 'No approved time off from today on',
  declined: 'No declined requests from today on',
};

/**
 * /time-off (issue #32), for admins and supervisors: guards' requests waiting for an answer
 * first, then approved and declined time off from today on; recording time off, and a guard's
 * weekly hours, for any guard. The list refreshes live when a guard asks.
 */
export function TimeOffPage() {
  const [status, setStatus] = useState<TimeOffFilter>('all');
  const list = useTimeOffList(status);
  const answer = useAnswerTimeOff();
  const [recording, setRecording] = useState(false);
  const [editingHours, setEditingHours] = useState(false);

  // Approving over the guard's booked shifts asks first, then opens them (issue #39).
  const confirm = useConfirmBookedShifts({ verb: 'Approve', pending: answer.isPending });

  const handleAnswer = (
    request: OfficeTimeOff,
    reply: 'approve' | 'decline',
    confirmWarnings = false,
  ) =>
    answer.mutate(
      { id: request.id, answer: reply, confirmWarnings },
      {
        onSuccess: (answered) =>
          toast.success(
            `${reply === 'approve' ? 'Approved' : 'Declined'}: ${request.guardName}'s time off`,
            { description: shiftsOutcome(answered) },
          ),
        onError: (error) => {
          if (confirm.ask(error, request.guardName, () => handleAnswer(request, reply, true))) {
            return;
          }
          toast.error(error.message);
        },
      },
    );

  const requests = list.data?.requests ?? [];
  const group = (wanted: TimeOff['status']) => requests.filter((r) => r.status === wanted);
  const answering = answer.isPending ? answer.variables : null;

  let body;
  if (list.isError) {
    body = (
      <LoadError
        title="Could not load time off"
        message={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!list.data) {
    body = (
      <Card>
        <TableSkeleton label="Loading time off" rows={3} />
      </Card>
    );
  } else if (requests.length === 0) {
    body = (
      <Card>
        <EmptyState icon={CalendarOff} title={EMPTY[status]}>
          <p className="text-sm text-muted-foreground">
            Guards ask on their phones; you can also record time off for any guard.
          </p>
        </EmptyState>
      </Card>
    );
  } else {
    const groups = [
      ['Waiting for an answer', group('pending')],
      ['Approved', group('approved')],
      ['Declined', group('declined')],
    ] as const;
    body = groups.map(([title, items]) => (
      <OfficeTimeOffList
        key={title}
        title={title}
        requests={items}
        answering={answering}
        onAnswer={handleAnswer}
      />
    ));
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Time off"
        description="Guards' requests, and time off and hours the office records."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setEditingHours(true)}>
              <Clock aria-hidden="true" />
              Unavailable hours
            </Button>
            <Button onClick={() => setRecording(true)}>
              <Plus aria-hidden="true" />
              Record time off
            </Button>
          </div>
        }
      />
      <div className="flex items-center gap-3">
        <Label htmlFor="time-off-status">Status</Label>
        <Select value={status} onValueChange={(value) => setStatus(value as TimeOffFilter)}>
          <SelectTrigger id="time-off-status" className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TIME_OFF_FILTERS.map((filter) => (
              <SelectItem key={filter} value={filter}>
                {FILTER_LABELS[filter]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {body}
      {confirm.dialog}
      <RecordTimeOffDialog open={recording} onOpenChange={setRecording} />
      <GuardHoursDialog open={editingHours} onOpenChange={setEditingHours} />
    </div>
  );
}
