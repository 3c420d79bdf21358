import type { WeeklyUnavailability } from '../../../shared/availability-rules';
import { tooManyPending, type TimeOff, type TimeOffBody } from '../../../shared/time-off';
import { LoadError } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { TableSkeleton } from '../../components/row-actions';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { toast } from '../../lib/toast';
import {
  useCancelTimeOff,
  useMyAvailability,
  useMyTimeOff,
  useRequestTimeOff,
  useSaveMyAvailability,
} from './api';
import { MyTimeOffList } from './my-time-off-list';
import { TimeOffForm } from './time-off-form';
import { WeeklyHoursEditor } from './weekly-hours-editor';

/**
 * /my/availability (issue #32), on the guard's phone: the hours of the week they cannot work,
 * asking for time off, and their requests with the office's answers (live).
 */
export function MyAvailabilityPage() {
  const availability = useMyAvailability();
  const saveAvailability = useSaveMyAvailability();
  const mine = useMyTimeOff();
  const requestTimeOff = useRequestTimeOff();
  const cancel = useCancelTimeOff();

  const handleSaveHours = async (windows: WeeklyUnavailability[]) => {
    try {
      await saveAvailability.mutateAsync({ windows });
      toast.success('Availability saved');
      return true;
    } catch (error) {
      toast.error('Failed to save availability', { description: (error as Error).message });
      return false;
    }
  };

  // The server's cap on requests waiting (issue #40), said before sending.
  const pending = mine.data?.requests.filter((request) => request.status === 'pending').length;
  const capped = tooManyPending(pending ?? 0);

  const handleRequest = async (body: TimeOffBody) => {
    if (capped) {
      toast.error('Failed to request time off', { description: capped });
      return new Error(capped);
    }
    try {
      await requestTimeOff.mutateAsync(body);
      toast.success('Time off requested');
      return null;
    } catch (error) {
      toast.error('Failed to request time off', { description: (error as Error).message });
      return error as Error;
    }
  };

  const handleCancel = (request: TimeOff) =>
    cancel.mutate(request.id, {
      onSuccess: () => toast.success('Request cancelled'),
      onError: (error) => toast.error(error.message),
    });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Availability"
        description="The hours you cannot work each week, and the days you ask to have off."
      />
      <Card>
        <CardHeader>
          <CardTitle>Hours you cannot work</CardTitle>
          <CardDescription>
            Every week. The office sees them when it looks for cover.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {availability.isError ? (
            <LoadError
              title="Could not load your hours"
              message={availability.error.message}
              onRetry={() => void availability.refetch()}
            />
          ) : !availability.data ? (
            <TableSkeleton label="Loading your hours" rows={2} />
          ) : (
            <WeeklyHoursEditor
              id="my-hours"
              windows={availability.data.windows}
              onSave={handleSaveHours}
              saving={saveAvailability.isPending}
              emptyText="None yet: you can work any time."
            />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Request time off</CardTitle>
          <CardDescription>The office approves or declines it; you are told here.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {capped ? (
            <p role="status" className="text-sm font-medium text-destructive">
              {capped}
            </p>
          ) : null}
          <TimeOffForm
            id="my-time-off"
            onSubmit={handleRequest}
            reasonHint="The office sees it with your request."
          >
            <Button type="submit" className="self-start" loading={requestTimeOff.isPending}>
              Request time off
            </Button>
          </TimeOffForm>
        </CardContent>
      </Card>
      <section aria-labelledby="my-requests-title" className="flex flex-col gap-3">
        <h2 id="my-requests-title" className="text-lg font-semibold tracking-tight">
          Your requests
        </h2>
        {mine.isError ? (
          <LoadError
            title="Could not load your requests"
            message={mine.error.message}
            onRetry={() => void mine.refetch()}
          />
        ) : !mine.data ? (
          <Card>
            <TableSkeleton label="Loading your requests" rows={2} />
          </Card>
        ) : (
          <MyTimeOffList
            requests={mine.data.requests}
            cancelling={cancel.isPending ? cancel.variables : null}
            onCancel={handleCancel}
          />
        )}
      </section>
    </div>
  );
}
