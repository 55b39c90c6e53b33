/**
 * The plan drawer of /admin/plans (docs/decisions/0033):
 * one plan's details (service, rhythm in the address's time zone, end, address,
 * customer, cleaner and series state, price per visit with the recurring discount, notes) and its
 * visits inside the 12-week window, each with its local date and time, status, cleaner, price and
 * a link to its booking on /admin/bookings; and the admin's actions: pause or resume the plan,
 * cancel it with a reason. Data: GraphQL `plan(id)`; mutations updatePlan (status), cancelPlan.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { DetailDrawer, DetailDrawerError, DetailDrawerLoading, DetailField, DetailLine, DetailList, DetailReference, DetailSection } from '../../../components/ui/DetailDrawer';
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
  return (
    <DetailDrawer id={planId} title="Plan details" closeLabel="Close plan details" width={640} onClose={onClose}>
      {(shownId) => <DrawerBody key={shownId} planId={shownId} />}
    </DetailDrawer>
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
    return <DetailDrawerError error={error} onRetry={() => void refetch()} title="We couldn't load this plan" />;
  }
  if (!plan) {
    return <DetailDrawerLoading label="Loading the plan" lastHeight={240} />;
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

      <DetailSection title="Details">
        <DetailList labelWidth={150}>
          <DetailField label="Service">{plan.service.name}</DetailField>
          <DetailField label="Schedule">
            {schedule} ({formatHours(plan.durationHours)})
            <DetailLine>
              From {formatLocalDate(plan.startDate)} · {planEnd(plan)}
            </DetailLine>
            <DetailLine>Time zone: {plan.timeZone}</DetailLine>
          </DetailField>
          <DetailField label="Address">
            {plan.address}, {plan.city} {plan.zipCode}
          </DetailField>
          <DetailField label="Customer">
            {customerName(plan)}
            {plan.customer?.email && <DetailLine>{plan.customer.email}</DetailLine>}
          </DetailField>
          <DetailField label="Cleaner">
            {plan.cleaner?.displayName ?? 'No cleaner'}
            <DetailLine>
              {plan.cleaner
                ? plan.seriesAccepted
                  ? 'Series accepted'
                  : 'Waiting for the cleaner to accept the series'
                : 'Each visit goes through the request cascade'}
            </DetailLine>
            <DetailLine>{plan.matching === 'best' ? 'Best available, then kept' : 'Chosen by the customer'}</DetailLine>
          </DetailField>
          <DetailField label="Price per visit">
            {formatMoney(price.hourlyRateCents)}/h × {formatHours(plan.durationHours)} = {formatMoney(price.regularTotalCents)}
            {price.discountCents > 0 && (
              <DetailLine>
                − {price.discountPercent}% recurring discount ({formatMoney(price.discountCents)})
              </DetailLine>
            )}
            <DetailLine>
              <strong>{formatMoney(price.totalCents)}</strong> per visit · {price.appliedTier === 'member' ? 'Member rate' : 'Regular rate'}
            </DetailLine>
          </DetailField>
          <DetailField label="Notes">{plan.notes || 'None'}</DetailField>
          <DetailField label="Created">{formatDateTime(plan.createdAt)}</DetailField>
          {plan.pausedAt && <DetailField label="Paused">{formatDateTime(plan.pausedAt)}</DetailField>}
          {plan.cancelledAt && <DetailField label="Cancelled">{formatDateTime(plan.cancelledAt)}</DetailField>}
          <DetailField label="Reference">
            <DetailReference>{plan.id}</DetailReference>
          </DetailField>
        </DetailList>
      </DetailSection>

      <DetailSection title="Visits">
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
      </DetailSection>

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
