import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import NotesRounded from '@mui/icons-material/NotesRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import TimerRounded from '@mui/icons-material/TimerRounded';
import { graphql } from '../../gql';
import type { BookingAction, JobCard_BookingFragment } from '../../gql/graphql';
import { BookingStatusChip } from '../../components/booking/BookingStatusChip';
import { CategoryIcon } from '../../components/booking/categoryIcon';
import { formatHours, formatMoney, formatRelativeDay, formatTimeRange } from '../../components/booking/format';
import { useToast } from '../../lib/toast';
import type { Outcome } from '../../lib/mutation';
import { useAcceptBooking, useCancelJob, useRejectBooking, useUpdateJobStatus } from './jobMutations';
import { CancelInstantJobDialog, CompleteJobDialog, RejectJobDialog } from './JobDialogs';
import { Fact } from './JobCardParts';

export { JobCardSkeleton } from './JobCardParts';
import { RequestDeadline } from './RequestDeadline';
import { CONTACT_WINDOW_HOURS, PLAN_DECLINE_NOTICE_HOURS } from '../../../../schema/rules';
import { AddToCalendarButton } from '../../components/calendar/AddToCalendarButton';
import { RecurringChip } from '../../components/plans/RecurringChip';
import { formatLocalDate } from '../../components/plans/planLabels';
import { useJobPlan } from './plans/CleanerPlans';
import { DeclineVisitDialog } from './plans/PlanDialogs';
import { useAcceptPlanSeries, useDeclinePlanVisit } from './plans/planMutations';
import { MessagesDialogButton } from '../../components/messages/MessagesDialogButton';
import { CONFIRMED_OPEN_BOOKING_STATUSES, isBookingStatusIn } from '../../../../schema/vocabulary';

/** A plan visit can be declined by its cleaner until this long before its start (docs/decisions/0033, Handy's rule). */
const PLAN_DECLINE_NOTICE_MS = PLAN_DECLINE_NOTICE_HOURS * 3_600_000;

export const JobCard_booking = graphql(`
  fragment JobCard_booking on Booking {
    id
    service {
      id
      name
      category
    }
    scheduledAt
    endsAt
    durationHours
    city
    zipCode
    notes
    customer {
      id
      firstName
      fullName
      phone
    }
    totalCents
    allowedActions
    planId
    planDate
    recurring
    messageThread {
      ...MessageThread_thread
    }
    ...BookingStatusChip_booking
  }
`);

type Busy = null | 'accept' | 'start' | 'complete';

/**
 * Why a job the cleaner holds shows the area only (docs/decisions/0034): the street address and the
 * customer's phone show from CONTACT_WINDOW_HOURS (24) before the start to as many after the end.
 */
function contactWindowNote(endsAt: string, now: number): string {
  return Date.parse(endsAt) + CONTACT_WINDOW_HOURS * 3_600_000 < now
    ? `Address and phone hidden ${CONTACT_WINDOW_HOURS} h after the job`
    : `Address and phone from ${CONTACT_WINDOW_HOURS} h before the job`;
}

/**
 * A job for a cleaner: service, schedule, place, notes, earnings, status and the actions the server
 * allows now. As a request addressed to this cleaner (`request`), it shows the deadline to answer
 * (when the request has one) and offers Accept and Decline.
 * A visit of a recurring plan (docs/decisions/0033) carries the "Recurring" badge with the plan's frequency;
 * as a request of a series not accepted yet, Accept reads "Accept series" (accepting one visit
 * accepts them all); once theirs, "Decline visit" hands this visit alone to another cleaner, at
 * least 48 hours ahead. A confirmed instant job (CANCEL allowed, issue 31) can be cancelled by
 * its cleaner, after a dialog that warns about the late-cancellation rule.
 * Once the job is theirs, "Messages" (with the unread count) opens the thread with the customer (docs/decisions/0034).
 */
export function JobCard(props: {
  booking: JobCard_BookingFragment;
  address?: string | null;
  /** The card's title level under the page's outline (default h2). */
  headingLevel?: 'h2' | 'h3';
  /** Shown as a request to this cleaner; `expiresAt` is the deadline to answer (ISO instant), null when there is none. */
  request?: { expiresAt: string | null };
}) {
  const job = props.booking;
  const request = props.request;
  const notify = useToast();
  const [accept] = useAcceptBooking();
  const [reject] = useRejectBooking();
  const [updateStatus] = useUpdateJobStatus();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<null | 'reject' | 'complete' | 'declineVisit' | 'cancel'>(null);
  const [cancelJob] = useCancelJob();
  const [acceptSeries] = useAcceptPlanSeries();
  const [declineVisit] = useDeclinePlanVisit();
  const plan = useJobPlan(job.planId);
  const titleId = `job-${job.id}-title`;
  const can = (action: BookingAction) => job.allowedActions.includes(action);
  /** The job is theirs and still ahead or under way: it can go to their calendar. */
  const held = isBookingStatusIn(CONFIRMED_OPEN_BOOKING_STATUSES, job.status);
  /** Shown in the cleaner's own list as theirs: the customer's name, and the contact window's note while the address is hidden. */
  const mine = props.address !== undefined && (held || job.status === 'completed');
  const planId = job.recurring ? job.planId : null;
  const seriesRequest = Boolean(request && planId && plan && !plan.seriesAccepted);
  const [shownAt] = useState(() => Date.now());
  const canDeclineVisit = Boolean(
    planId && job.planDate && !request && job.status === 'confirmed' && Date.parse(job.scheduledAt) - shownAt >= PLAN_DECLINE_NOTICE_MS,
  );

  async function run(kind: Exclude<Busy, null>, action: () => Promise<Outcome<unknown>>, success: string) {
    setBusy(kind);
    setError(null);
    const result = await action();
    setBusy(null);
    if (result.ok) {
      setDialog(null);
      notify.success(success);
    } else {
      setError(result.message);
    }
    return result;
  }

  const spinner = (kind: Busy) =>
    busy === kind ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined;

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      aria-busy={busy !== null}
      variant="outlined"
      sx={{ borderRadius: 3, overflow: 'hidden', display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box sx={{ p: { xs: 2, sm: 2.5 }, flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 2 }}>
          <CategoryIcon category={job.service.category} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography id={titleId} component={props.headingLevel ?? 'h2'} variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {job.service.name}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mb: 0.75 }}>
              {job.service.category}
            </Typography>
            <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <BookingStatusChip booking={job} />
              {job.recurring && <RecurringChip frequency={plan?.frequency} />}
            </Stack>
          </Box>
        </Stack>

        {request?.expiresAt && <RequestDeadline expiresAt={request.expiresAt} serviceName={job.service.name} />}

        <Stack spacing={1}>
          <Fact icon={<EventRounded />}>
            <strong>{formatRelativeDay(job.scheduledAt)}</strong>, {formatTimeRange(job.scheduledAt, job.endsAt)}
          </Fact>
          <Fact icon={<TimerRounded />}>{formatHours(job.durationHours)}</Fact>
          <Fact icon={<PlaceRounded />}>
            {props.address ? (
              <>
                {props.address}, {job.city} {job.zipCode}
              </>
            ) : (
              <>
                {job.city} {job.zipCode}
                <Typography component="span" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                  {mine ? contactWindowNote(job.endsAt, shownAt) : 'Full address shown once you accept'}
                </Typography>
              </>
            )}
          </Fact>
          {mine && (
            <Fact icon={<PersonRounded />}>
              {job.customer.fullName ?? job.customer.firstName}
              {job.customer.phone && (
                <>
                  {' · '}
                  <a href={`tel:${job.customer.phone.replace(/[^\d+]/g, '')}`}>{job.customer.phone}</a>
                </>
              )}
            </Fact>
          )}
          {job.notes && (
            <Fact icon={<NotesRounded />}>
              <Box component="span" sx={{ fontStyle: 'italic', whiteSpace: 'pre-line' }}>
                “{job.notes}”
              </Box>
            </Fact>
          )}
        </Stack>
      </Box>

      <Divider />
      <Box sx={{ p: { xs: 2, sm: 2.5 }, bgcolor: 'action.hover' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Job total (before platform fee)
          </Typography>
          <Typography variant="h6" component="span" sx={{ fontWeight: 800, color: 'success.dark' }}>
            {formatMoney(job.totalCents)}
          </Typography>
        </Stack>

        {error && !dialog && (
          <Alert severity="error" role="alert" onClose={() => setError(null)} sx={{ mb: 1.5 }}>
            {error}
          </Alert>
        )}

        {job.status === 'confirmed' && props.address !== undefined && !can('START') && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', textAlign: 'right' }}>
            You can start this job from 60 minutes before its scheduled time.
          </Typography>
        )}

        {(can('ACCEPT') || can('REJECT') || can('START') || can('COMPLETE') || can('CANCEL') || canDeclineVisit || held || job.messageThread) && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {job.messageThread && (
              <MessagesDialogButton bookingId={job.id} thread={job.messageThread} viewer="cleaner" subject={job.service.name} disabled={busy !== null} />
            )}
            {held && <AddToCalendarButton bookingId={job.id} disabled={busy !== null} />}
            {can('REJECT') && (
              <Button
                variant="outlined"
                color="error"
                disabled={busy !== null}
                startIcon={<CloseRounded />}
                onClick={() => {
                  setError(null);
                  setDialog('reject');
                }}
              >
                {request ? 'Decline' : 'Reject'}
              </Button>
            )}
            {can('CANCEL') && (
              <Button
                variant="outlined"
                color="error"
                disabled={busy !== null}
                startIcon={<EventBusyRounded />}
                onClick={() => {
                  setError(null);
                  setDialog('cancel');
                }}
              >
                Cancel job
              </Button>
            )}
            {canDeclineVisit && (
              <Button
                variant="outlined"
                color="error"
                disabled={busy !== null}
                startIcon={<CloseRounded />}
                onClick={() => {
                  setError(null);
                  setDialog('declineVisit');
                }}
              >
                Decline visit
              </Button>
            )}
            {can('ACCEPT') && seriesRequest && planId && (
              <Button
                variant="contained"
                color="success"
                disabled={busy !== null}
                startIcon={spinner('accept') ?? <CheckRounded />}
                onClick={() =>
                  void run('accept', () => acceptSeries(planId), `Series accepted: every ${job.service.name} visit of this plan is now in My jobs.`)
                }
              >
                Accept series
              </Button>
            )}
            {can('ACCEPT') && !seriesRequest && (
              <Button
                variant="contained"
                color="success"
                disabled={busy !== null}
                startIcon={spinner('accept') ?? <CheckRounded />}
                onClick={() => void run('accept', () => accept(job.id), `Job accepted: ${job.service.name} is now in My jobs.`)}
              >
                Accept
              </Button>
            )}
            {can('START') && (
              <Button
                variant="contained"
                disabled={busy !== null}
                startIcon={spinner('start') ?? <PlayArrowRounded />}
                onClick={() => void run('start', () => updateStatus(job.id, 'in_progress'), 'Job started. The customer has been notified.')}
              >
                Start job
              </Button>
            )}
            {can('COMPLETE') && (
              <Button
                variant="contained"
                color="success"
                disabled={busy !== null}
                startIcon={spinner('complete') ?? <DoneAllRounded />}
                onClick={() => {
                  setError(null);
                  setDialog('complete');
                }}
              >
                Mark complete
              </Button>
            )}
          </Stack>
        )}
      </Box>

      <RejectJobDialog
        open={dialog === 'reject'}
        serviceName={job.service.name}
        request={Boolean(request)}
        onClose={() => setDialog(null)}
        onConfirm={(reason) => reject(job.id, reason)}
        onDone={() => {
          setDialog(null);
          notify.success(request ? 'Request declined.' : 'Job rejected.');
        }}
      />
      {planId && job.planDate && (
        <DeclineVisitDialog
          open={dialog === 'declineVisit'}
          serviceName={job.service.name}
          day={formatLocalDate(job.planDate)}
          onClose={() => setDialog(null)}
          onConfirm={(reason) => declineVisit(planId, job.planDate!, reason)}
          onDone={() => {
            setDialog(null);
            notify.success('Visit declined. Another cleaner is being asked.');
          }}
        />
      )}
      {(can('CANCEL') || dialog === 'cancel') && (
        <CancelInstantJobDialog
          open={dialog === 'cancel'}
          serviceName={job.service.name}
          scheduledAt={job.scheduledAt}
          onClose={() => setDialog(null)}
          onConfirm={(reason) => cancelJob(job.id, reason)}
          onDone={() => {
            setDialog(null);
            notify.success('Job cancelled. The customer has been told and refunded.');
          }}
        />
      )}
      <CompleteJobDialog
        open={dialog === 'complete'}
        serviceName={job.service.name}
        busy={busy === 'complete'}
        error={dialog === 'complete' ? error : null}
        onClose={() => {
          setDialog(null);
          setError(null);
        }}
        onConfirm={() => void run('complete', () => updateStatus(job.id, 'completed'), 'Job marked complete. Great work!')}
      />
    </Paper>
  );
}
