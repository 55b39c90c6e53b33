import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import EditCalendarRounded from '@mui/icons-material/EditCalendarRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { CategoryIcon } from '../../components/booking/categoryIcon';
import { formatHourly, formatHours, formatMoney } from '../../components/booking/format';
import { PlanVisitList, type PlanVisit } from '../../components/plans/PlanVisitList';
import { formatLocalDate, formatLocalTime, PLAN_FREQUENCY_LABELS } from '../../components/plans/planLabels';
import { formatPlanDayTime, isViewerZone, OPEN_VISIT_STATUSES } from '../../components/plans/planTime';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PageTitle } from '../../components/ui/PageTitle';
import { QueryErrorState, StateMessage } from '../../components/ui/StateMessage';
import type { CustomerPlan_PlanFragment } from '../../gql/graphql';
import { errorCode } from '../../lib/errors';
import { formatDateTime } from '../../../../schema/format';
import { useToast } from '../../lib/toast';
import { ChangePlanDialog, type ChangedPlan } from './ChangePlanDialog';
import { canMoveVisit, MoveVisitDialog } from './MoveVisitDialog';
import { CustomerPlanQuery, useCancelPlan, useSkipPlanVisit, useUpdatePlan } from './planDocuments';
import { PlanCardButton } from './PlanCardButton';
import { PlanStatusChip } from './PlanListItem';

/**
 * A customer's plan (/customer/plans/:id, docs/decisions/0033): its next visits (each with
 * its status, price and booking; skip any visit before it starts, move one at least 24 hours
 * ahead), pause and resume, change the time or frequency of all future visits, and cancel the
 * plan. Times are shown at the address's local time. Another customer's plan is "not found".
 */
export default function CustomerPlanPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, loading, error, refetch } = useQuery(CustomerPlanQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });

  if (!data?.plan) {
    if (loading) return <PlanSkeleton />;
    const code = error ? errorCode(error) : 'NOT_FOUND_ERROR';
    if (code === 'NOT_FOUND_ERROR' || code === 'AUTHORIZATION_ERROR') {
      return (
        <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
          <PageTitle title="Plan not found" />
          <StateMessage
            headingLevel="h1"
            icon={<SearchOffRounded />}
            title="Plan not found"
            description="We couldn't find this plan. The link may be wrong, or the plan belongs to another account."
            actions={
              <Button component={RouterLink} to="/customer/plans" variant="contained">
                Back to my plans
              </Button>
            }
          />
        </Container>
      );
    }
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load this plan" />
      </Container>
    );
  }
  return <PlanDetail plan={data.plan} />;
}

type Dialogs = { kind: 'skip' | 'move'; visit: PlanVisit } | { kind: 'pause' | 'cancel' | 'change' } | null;

function PlanDetail({ plan }: { plan: CustomerPlan_PlanFragment }) {
  const notify = useToast();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [updatePlan, updateState] = useUpdatePlan();
  const [skipVisit, skipState] = useSkipPlanVisit();
  const [cancelPlan, cancelState] = useCancelPlan();
  const [failure, setFailure] = useState<string | null>(null);

  const open = plan.status === 'active' || plan.status === 'paused';
  const zone = plan.timeZone;
  const zoneNote = isViewerZone(zone) ? '' : ` (${zone.replace(/_/g, ' ')} time)`;
  const now = Date.now();
  const upcoming = (visit: PlanVisit) => OPEN_VISIT_STATUSES.includes(visit.status) && new Date(visit.scheduledAt).getTime() > now;

  const close = () => {
    setDialog(null);
    setFailure(null);
  };

  const onChanged = (changed: ChangedPlan) => {
    close();
    const conflicts = changed.visits.filter((visit) => visit.conflict).length;
    if (conflicts > 0) notify.warning(`Your plan was changed. ${conflicts} ${conflicts === 1 ? 'visit has a conflict' : 'visits have a conflict'}: see the visits below.`);
    else notify.success('Your plan was changed. Every visit is free.');
  };

  const resume = async () => {
    const outcome = await updatePlan({ id: plan.id, input: { status: 'active' } });
    if (outcome.ok) notify.success('Your plan is active again. We are booking your next visits.');
    else notify.error(outcome.message);
  };

  const pause = async () => {
    const outcome = await updatePlan({ id: plan.id, input: { status: 'paused' } });
    if (outcome.ok) {
      close();
      notify.success('Your plan is paused. Nothing new is booked until you resume it.');
    } else setFailure(outcome.message);
  };

  const cancel = async () => {
    const outcome = await cancelPlan({ id: plan.id });
    if (outcome.ok) {
      close();
      notify.success('Your plan was cancelled.');
    } else setFailure(outcome.message);
  };

  const skip = async (visit: PlanVisit) => {
    const outcome = await skipVisit({ id: plan.id, date: visit.date });
    if (outcome.ok) {
      close();
      notify.success(`The visit on ${formatPlanDayTime(visit.scheduledAt, zone)} is skipped.`);
    } else setFailure(outcome.message);
  };

  const visitActions = (visit: PlanVisit) => {
    if (!open || !upcoming(visit)) return null;
    const day = formatPlanDayTime(visit.scheduledAt, zone);
    return (
      <>
        <Button size="small" variant="outlined" onClick={() => setDialog({ kind: 'move', visit })} disabled={!canMoveVisit(visit)} aria-label={`Move visit on ${day}`}>
          Move
        </Button>
        <Button size="small" variant="outlined" color="warning" onClick={() => setDialog({ kind: 'skip', visit })} aria-label={`Skip visit on ${day}`}>
          Skip
        </Button>
      </>
    );
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={`${plan.service.name}, ${PLAN_FREQUENCY_LABELS[plan.frequency].toLowerCase()}`} />
      <Button component={RouterLink} to="/customer/plans" startIcon={<ArrowBackRounded />} sx={{ mb: 2, ml: -1 }}>
        My plans
      </Button>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' }, mb: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <CategoryIcon category={plan.service.category} size={56} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
              {plan.service.name}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              <PlanStatusChip status={plan.status} size="medium" />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {PLAN_FREQUENCY_LABELS[plan.frequency]} at {formatLocalTime(plan.startTime)}
                {zoneNote}
              </Typography>
            </Stack>
          </Box>
        </Stack>
        {open && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {plan.status === 'active' ? (
              <>
                <Button variant="outlined" startIcon={<EditCalendarRounded />} onClick={() => setDialog({ kind: 'change' })}>
                  Change time or frequency
                </Button>
                <Button variant="outlined" startIcon={<PauseRounded />} onClick={() => setDialog({ kind: 'pause' })}>
                  Pause plan
                </Button>
              </>
            ) : (
              <Button variant="contained" startIcon={<PlayArrowRounded />} onClick={() => void resume()} disabled={updateState.loading}>
                Resume plan
              </Button>
            )}
            <Button variant="outlined" color="error" onClick={() => setDialog({ kind: 'cancel' })}>
              Cancel plan
            </Button>
          </Stack>
        )}
      </Stack>

      {plan.status === 'paused' && (
        <Alert severity="info" sx={{ mb: 3 }}>
          This plan is paused{plan.pausedAt ? ` since ${formatDateTime(plan.pausedAt)}` : ''}. Nothing new is booked until you resume it.
        </Alert>
      )}
      {plan.status === 'cancelled' && (
        <Alert severity="info" sx={{ mb: 3 }}>
          This plan was cancelled{plan.cancelledAt ? ` on ${formatDateTime(plan.cancelledAt)}` : ''}.
        </Alert>
      )}
      {plan.status === 'ended' && (
        <Alert severity="info" sx={{ mb: 3 }}>
          This plan has ended: every visit is done.
        </Alert>
      )}
      {plan.status === 'active' && plan.cleaner && !plan.seriesAccepted && (
        <Alert severity="info" sx={{ mb: 3 }}>
          We asked {plan.cleaner.displayName} to take your plan. You'll be notified as soon as they accept.
        </Alert>
      )}

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' }, alignItems: 'start' }}>
        <Card title="Next visits">
          {plan.visits.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {open ? 'No visits in the next 12 weeks.' : 'No visits to show.'}
            </Typography>
          ) : (
            <>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
                The next 12 weeks{zoneNote}. Skip a visit any time before it starts; move one at least 24 hours ahead.
              </Typography>
              <PlanVisitList label="Visits" visits={plan.visits} timeZone={zone} actions={visitActions} bookingLinks />
            </>
          )}
        </Card>

        <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <Card title="Plan details">
            <Stack spacing={1.25}>
              <Fact label="Schedule">
                {PLAN_FREQUENCY_LABELS[plan.frequency]}, {formatLocalTime(plan.startTime)}, {formatHours(plan.durationHours)}
              </Fact>
              <Fact label="Starts">{formatLocalDate(plan.startDate)}</Fact>
              <Fact label="Ends">
                {plan.endDate ? formatLocalDate(plan.endDate) : plan.visitCount ? `After ${plan.visitCount} ${plan.visitCount === 1 ? 'visit' : 'visits'}` : 'Never'}
              </Fact>
              <Fact label="Address">
                {plan.address}
                <br />
                {plan.city} {plan.zipCode}
              </Fact>
              <Fact label="Cleaner">{plan.cleaner ? plan.cleaner.displayName : 'Best available cleaner for each visit'}</Fact>
              {plan.notes && (
                <Fact label="Notes">
                  <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                    {plan.notes}
                  </Box>
                </Fact>
              )}
            </Stack>
          </Card>
          <Card title="Price per visit">
            <Stack spacing={0.75}>
              <PriceRow label={`${plan.price.appliedTier === 'member' ? 'Member' : 'Regular'} rate`} value={formatHourly(plan.price.hourlyRateCents)} />
              {plan.price.discountPercent > 0 && (
                <PriceRow label={`Recurring discount (${plan.price.discountPercent}%)`} value={`−${formatMoney(plan.price.discountCents)}`} />
              )}
              <PriceRow label="Each visit" value={formatMoney(plan.price.totalCents)} strong />
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Charged 24 hours before each visit, on your saved card.
              </Typography>
              {open && <PlanCardButton planId={plan.id} />}
            </Stack>
          </Card>
        </Stack>
      </Box>

      <ConfirmDialog
        open={dialog?.kind === 'skip'}
        title="Skip this visit?"
        description={
          dialog?.kind === 'skip'
            ? `Your ${plan.service.name} on ${formatPlanDayTime(dialog.visit.scheduledAt, zone)} will be skipped${
                dialog.visit.bookingId ? ' and its booking cancelled; our cancellation policy applies to a paid visit' : ''
              }. The rest of your plan stays as it is.`
            : ''
        }
        confirmLabel="Skip visit"
        cancelLabel="Keep visit"
        tone="warning"
        busy={skipState.loading}
        error={failure}
        onConfirm={() => dialog?.kind === 'skip' && void skip(dialog.visit)}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'pause'}
        title="Pause this plan?"
        description="Upcoming visits that are not paid yet are cancelled, and paid ones follow our cancellation policy. Nothing new is booked until you resume the plan."
        confirmLabel="Pause plan"
        cancelLabel="Keep plan"
        tone="warning"
        busy={updateState.loading}
        error={failure}
        onConfirm={() => void pause()}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'cancel'}
        title="Cancel this plan?"
        description="Every future visit is cancelled and your cleaner notified; visits inside the cancellation window follow our cancellation policy. This can't be undone."
        confirmLabel="Cancel plan"
        cancelLabel="Keep plan"
        tone="error"
        busy={cancelState.loading}
        error={failure}
        onConfirm={() => void cancel()}
        onClose={close}
      />
      <MoveVisitDialog
        open={dialog?.kind === 'move'}
        planId={plan.id}
        timeZone={zone}
        serviceName={plan.service.name}
        visit={dialog?.kind === 'move' ? dialog.visit : null}
        onClose={close}
        onMoved={(scheduledAt) => {
          close();
          notify.success(`The visit is moved to ${formatPlanDayTime(scheduledAt, zone)}.`);
        }}
      />
      <ChangePlanDialog
        open={dialog?.kind === 'change'}
        planId={plan.id}
        startTime={plan.startTime}
        frequency={plan.frequency}
        timeZone={zone}
        onClose={close}
        onChanged={onChanged}
      />
    </Container>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }} aria-label={title}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

function PriceRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <Typography variant="body2" sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} component="span" sx={{ fontWeight: strong ? 800 : 600 }}>
        {value}
      </Typography>
    </Stack>
  );
}

function PlanSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} aria-busy aria-label="Loading plan">
      <Skeleton width={120} sx={{ mb: 2 }} />
      <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
        <Skeleton variant="rounded" width={56} height={56} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton width="50%" height={40} />
          <Skeleton width={200} />
        </Box>
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' } }}>
        <Skeleton variant="rounded" height={360} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    </Container>
  );
}
