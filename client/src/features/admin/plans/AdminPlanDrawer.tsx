/**
 * The plan drawer of /admin/plans (issue 17 "Admin: a list of plans with filters, and a plan's
 * visits"): one plan's details (service, rhythm in the address's time zone, end, address,
 * customer, cleaner and series state, price per visit with the recurring discount, notes) and its
 * visits inside the 12-week window, each with its local date and time, status, cleaner, price and
 * a link to its booking on /admin/bookings; and the admin's actions: pause or resume the plan,
 * cancel it with a reason. Data: GraphQL `plan(id)`; mutations updatePlan (status), cancelPlan.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { QueryErrorState } from '../../../components/ui/StateMessage';
import { formatHours, formatMoney } from '../../../components/booking/format';
import { RecurringChip } from '../../../components/plans/RecurringChip';
import { PLAN_VISIT_STATUS_LABELS, formatLocalDate, formatTimeIn, planSchedule, zoneName } from '../../../components/plans/planLabels';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { ADMIN_REASON_RULES } from '../adminReason';
import { useAdminCancelPlan, useAdminSetPlanStatus } from './adminPlanMutations';
import { graphql } from '../../../gql';
import type { PlanVisitStatus } from '../../../gql/graphql';
import { PlanStatusChip, customerName, planEnd } from './adminPlanColumns';

const AdminPlanDetailQuery = graphql(`
  query AdminPlanDetail($id: ID!) {
    plan(id: $id) {
      id
      ...AdminPlansPage_plan
      address
      notes
      pausedAt
      cancelledAt
      cleaner {
        cleanerId
        displayName
      }
      price {
        hourlyRateCents
        regularTotalCents
        totalCents
        discountPercent
        discountCents
        appliedTier
      }
      visits {
        date
        scheduledAt
        status
        moved
        totalCents
        bookingId
        booking {
          id
          cleaner {
            id
            firstName
            fullName
          }
        }
      }
    }
  }
`);

const VISIT_COLORS: Partial<Record<PlanVisitStatus, 'success' | 'info' | 'warning' | 'error' | 'secondary'>> = {
  confirmed: 'info',
  in_progress: 'secondary',
  completed: 'success',
  pending: 'warning',
  pending_cleaner_response: 'warning',
  conflict: 'error',
  rejected: 'error',
};

/** The drawer; `planId` null closes it. */
export function AdminPlanDrawer({ planId, onClose }: { planId: string | null; onClose: () => void }) {
  const titleId = useId();
  // The last plan shown stays rendered while the drawer slides out.
  const [shownId, setShownId] = useState(planId);
  if (planId && planId !== shownId) setShownId(planId);
  return (
    <Drawer
      anchor="right"
      open={Boolean(planId)}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 640 }, maxWidth: '100%' } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5, gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          Plan details
        </Typography>
        <IconButton onClick={onClose} aria-label="Close plan details">
          <CloseRounded />
        </IconButton>
      </Stack>
      {shownId && <DrawerBody key={shownId} planId={shownId} />}
    </Drawer>
  );
}

function DrawerBody({ planId }: { planId: string }) {
  const { data, error, refetch } = useQuery(AdminPlanDetailQuery, { variables: { id: planId }, fetchPolicy: 'cache-and-network' });
  const plan = data?.plan;
  const notify = useToast();
  const [setStatus, statusState] = useAdminSetPlanStatus();
  const [cancel] = useAdminCancelPlan();
  const [dialog, setDialog] = useState<'status' | 'cancel' | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);

  if (error && !plan) {
    return (
      <Box sx={{ p: 2.5 }}>
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load this plan" />
      </Box>
    );
  }
  if (!plan) {
    return (
      <Stack spacing={2} sx={{ p: 2.5 }} aria-busy="true" aria-label="Loading the plan">
        <Skeleton variant="text" width="60%" height={32} />
        <Skeleton variant="rounded" height={36} width="70%" />
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }

  const schedule = planSchedule(plan);
  const zone = zoneName(plan.timeZone);
  const price = plan.price;
  const open = plan.status === 'active' || plan.status === 'paused';
  const pausing = plan.status === 'active';

  const changeStatus = async () => {
    setStatusError(null);
    const outcome = await setStatus(plan.id, pausing ? 'paused' : 'active');
    if (!outcome.ok) {
      setStatusError(outcome.message);
      return;
    }
    setDialog(null);
    notify.success(pausing ? 'Plan paused. Its future visits are cancelled.' : 'Plan resumed. Its visits are booked again.');
  };

  return (
    <Box sx={{ p: 2.5, overflowY: 'auto' }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {plan.service.name} for {customerName(plan)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {schedule}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <PlanStatusChip status={plan.status} />
        <RecurringChip frequency={plan.frequency} />
      </Stack>
      {open && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={pausing ? <PauseRounded /> : <PlayArrowRounded />}
            onClick={() => {
              setStatusError(null);
              setDialog('status');
            }}
          >
            {pausing ? 'Pause plan' : 'Resume plan'}
          </Button>
          <Button variant="outlined" color="error" startIcon={<CancelOutlined />} onClick={() => setDialog('cancel')}>
            Cancel plan
          </Button>
        </Stack>
      )}

      <Section title="Details">
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '150px 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 }, m: 0 }}>
          <Field label="Service">{plan.service.name}</Field>
          <Field label="Schedule">
            {schedule} ({formatHours(plan.durationHours)})
            <Line>
              From {formatLocalDate(plan.startDate)} · {planEnd(plan)}
            </Line>
            <Line>Time zone: {plan.timeZone}</Line>
          </Field>
          <Field label="Address">
            {plan.address}, {plan.city} {plan.zipCode}
          </Field>
          <Field label="Customer">
            {customerName(plan)}
            {plan.customer?.email && <Line>{plan.customer.email}</Line>}
          </Field>
          <Field label="Cleaner">
            {plan.cleaner?.displayName ?? 'No cleaner'}
            <Line>
              {plan.cleaner
                ? plan.seriesAccepted
                  ? 'Series accepted'
                  : 'Waiting for the cleaner to accept the series'
                : 'Each visit goes through the request cascade'}
            </Line>
            <Line>{plan.matching === 'best' ? 'Best available, then kept' : 'Chosen by the customer'}</Line>
          </Field>
          <Field label="Price per visit">
            {formatMoney(price.hourlyRateCents)}/h × {formatHours(plan.durationHours)} = {formatMoney(price.regularTotalCents)}
            {price.discountCents > 0 && (
              <Line>
                − {price.discountPercent}% recurring discount ({formatMoney(price.discountCents)})
              </Line>
            )}
            <Line>
              <strong>{formatMoney(price.totalCents)}</strong> per visit · {price.appliedTier === 'member' ? 'Member rate' : 'Regular rate'}
            </Line>
          </Field>
          <Field label="Notes">{plan.notes || 'None'}</Field>
          <Field label="Created">{formatDateTime(plan.createdAt)}</Field>
          {plan.pausedAt && <Field label="Paused">{formatDateTime(plan.pausedAt)}</Field>}
          {plan.cancelledAt && <Field label="Cancelled">{formatDateTime(plan.cancelledAt)}</Field>}
          <Field label="Reference">
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}>
              {plan.id}
            </Box>
          </Field>
        </Box>
      </Section>

      <Section title="Visits">
        {plan.visits.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No visits in the next 12 weeks.
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Visits of this plan">
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Time{zone ? ` (${zone})` : ''}</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Cleaner</TableCell>
                  <TableCell align="right">Price</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {plan.visits.map((visit) => {
                  const cleaner = visit.booking?.cleaner;
                  return (
                    <TableRow key={visit.date}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {visit.bookingId ? (
                          <Link component={RouterLink} to={`/admin/bookings?booking=${visit.bookingId}`} aria-label={`Open the booking of ${formatLocalDate(visit.date)}`}>
                            {formatLocalDate(visit.date)}
                          </Link>
                        ) : (
                          formatLocalDate(visit.date)
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatTimeIn(visit.scheduledAt, plan.timeZone)}
                        {visit.moved && (
                          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                            Moved
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={VISIT_COLORS[visit.status] ?? 'default'}
                          variant={visit.status === 'planned' || visit.status === 'skipped' || visit.status === 'cancelled' ? 'outlined' : 'filled'}
                          label={PLAN_VISIT_STATUS_LABELS[visit.status]}
                          sx={{ fontWeight: 600 }}
                        />
                      </TableCell>
                      <TableCell>{cleaner ? (cleaner.fullName ?? cleaner.firstName) : '—'}</TableCell>
                      <TableCell align="right">{formatMoney(visit.totalCents)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        )}
      </Section>

      <ConfirmDialog
        open={dialog === 'status'}
        title={pausing ? 'Pause this plan?' : 'Resume this plan?'}
        description={
          pausing
            ? `The future visits of this ${plan.service.name} plan are cancelled (paid ones by the cancellation policy) until it is resumed. The customer is told.`
            : `The visits of this ${plan.service.name} plan are booked again from today for the next 12 weeks, each checked against the cleaner's calendar.`
        }
        confirmLabel={pausing ? 'Pause plan' : 'Resume plan'}
        cancelLabel="Keep as is"
        tone={pausing ? 'warning' : 'primary'}
        busy={statusState.loading}
        error={statusError}
        onConfirm={() => void changeStatus()}
        onClose={() => setDialog(null)}
      />
      <ReasonDialog
        open={dialog === 'cancel'}
        title="Cancel this plan?"
        description={`The ${plan.service.name} plan of ${customerName(plan)} ends: every future visit is cancelled, and paid visits follow the cancellation policy. This cannot be undone.`}
        rules={ADMIN_REASON_RULES}
        confirmLabel="Cancel plan"
        cancelLabel="Keep plan"
        tone="error"
        onConfirm={(reason) => cancel(plan.id, reason)}
        onDone={() => {
          setDialog(null);
          notify.success('Plan cancelled.');
        }}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function Line({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
      {children}
    </Box>
  );
}
