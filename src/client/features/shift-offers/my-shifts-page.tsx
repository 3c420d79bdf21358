import { CalendarDays, CalendarOff, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { MY_SHIFTS_DAYS, type MyOffer, type MyShift } from '../../../shared/my-shifts';
import { EmptyState, LoadError } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { PushToggle } from '../../components/push-toggle';
import { TableSkeleton } from '../../components/row-actions';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDialogState } from '../../lib/use-dialog-state';
import { useAnswerOffer, useMyShifts } from './api';
import { CallOutDialog } from './call-out-dialog';
import { MyOfferCard, MyShiftCard } from './my-shift-cards';
import { MyTimeOffItems } from './my-time-off-items';
import { shiftToastId } from './shift-toast';
import { useNow } from '../../lib/use-now';

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-lg font-semibold tracking-tight">
      {children}
    </h2>
  );
}

/**
 * /my-shifts (issue #21), a guard's home, built for a phone first: the offers waiting for an
 * answer (and what became of the others), then my shifts of the next 30 days with 'I can't make
 * it'. It updates live; Web Push reaches the phone when the app is closed.
 */
export function MyShiftsPage() {
  const mine = useMyShifts();
  const answer = useAnswerOffer();
  const callingOut = useDialogState<MyShift>();
  // Check-in opens and closes with the clock (issue #33): the cards look again every 15 s.
  const now = useNow(15_000);

  const handleAnswer = ({ offerId, requestId }: MyOffer, reply: 'accept' | 'decline') => {
    // One toast per shift: the answer replaces 'Shift offered to you' (shiftToastId).
    const id = shiftToastId(requestId);
    answer.mutate(
      { offerId, answer: reply },
      {
        onSuccess: () =>
          reply === 'accept'
            ? toast.success('The shift is yours', { id })
            : toast.success('Offer declined', { id }),
        onError: (error) =>
          // 'This shift was already taken': the offer now says so in the list.
          error instanceof ApiError && error.status === 409
            ? toast.error(error.message, { id })
            : toast.error('Failed to answer the offer', { id, description: error.message }),
      },
    );
  };

  if (mine.isError && !mine.data) {
    return (
      <LoadError
        title="Could not load your shifts"
        message={mine.error.message}
        onRetry={() => void mine.refetch()}
      />
    );
  }

  const offers = mine.data?.offers ?? [];
  const waiting = offers.filter((offer) => offer.status === 'pending');
  const answering = (offerId: string) =>
    answer.isPending && answer.variables.offerId === offerId ? answer.variables.answer : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="My Shifts"
        description="Shifts offered to you, and your shifts for the next 30 days."
        actions={
          // Issue #32: the hours they cannot work and their time off, one tap away.
          <Link
            to="/my/availability"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <CalendarOff aria-hidden="true" />
            Availability and time off
          </Link>
        }
      />
      <PushToggle />
      <section aria-labelledby="offers-title" className="flex flex-col gap-3">
        <SectionTitle id="offers-title">
          {waiting.length > 0 ? `Offers (${String(waiting.length)} waiting)` : 'Offers'}
        </SectionTitle>
        {!mine.data ? (
          <Card>
            <TableSkeleton label="Loading offers" rows={2} />
          </Card>
        ) : offers.length === 0 ? (
          <Card>
            <EmptyState icon={Inbox} title="No offers right now">
              <p className="text-sm text-muted-foreground">
                When the office offers you an open shift, it appears here.
              </p>
            </EmptyState>
          </Card>
        ) : (
          <ul aria-labelledby="offers-title" className="flex flex-col gap-3">
            {offers.map((offer) => (
              <MyOfferCard
                key={offer.offerId}
                offer={offer}
                answering={answering(offer.offerId)}
                onAnswer={(reply) => handleAnswer(offer, reply)}
              />
            ))}
          </ul>
        )}
      </section>
      <MyTimeOffItems timeOff={mine.data?.timeOff} />
      <section aria-labelledby="shifts-title" className="flex flex-col gap-3">
        <SectionTitle id="shifts-title">Upcoming shifts</SectionTitle>
        {!mine.data ? (
          <Card>
            <TableSkeleton label="Loading shifts" rows={3} />
          </Card>
        ) : mine.data.assigned.length === 0 ? (
          <Card>
            <EmptyState icon={CalendarDays} title="No shifts coming up">
              <p className="text-sm text-muted-foreground">
                You have no shifts in the next {MY_SHIFTS_DAYS} days.
              </p>
            </EmptyState>
          </Card>
        ) : (
          <ul aria-labelledby="shifts-title" className="flex flex-col gap-3">
            {mine.data.assigned.map((shift) => (
              <MyShiftCard
                key={shift.requestId}
                shift={shift}
                now={now}
                onCallOut={() => callingOut.show(shift)}
              />
            ))}
          </ul>
        )}
      </section>
      <CallOutDialog
        shift={callingOut.item}
        notice={mine.data ?? null}
        open={callingOut.open}
        onOpenChange={callingOut.onOpenChange}
      />
    </div>
  );
}
