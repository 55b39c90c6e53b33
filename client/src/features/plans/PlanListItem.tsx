import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import { CategoryIcon } from '../../components/booking/categoryIcon';
import { formatHours, formatMoney } from '../../components/booking/format';
import { formatLocalTime, PLAN_FREQUENCY_LABELS, PLAN_STATUS_LABELS } from '../../components/plans/planLabels';
import { formatPlanDayTime, OPEN_VISIT_STATUSES } from '../../components/plans/planTime';
import type { CustomerPlan_PlanFragment, PlanStatus } from '../../gql/graphql';
import { ListCard, ListCardTitle } from '../../components/ui/ListCard';

const STATUS_TONE: Record<PlanStatus, NonNullable<ChipProps['color']>> = {
  active: 'success',
  paused: 'warning',
  cancelled: 'default',
  ended: 'default',
};

/** A plan's status chip ("Active", "Paused", "Cancelled", "Ended"). */
export function PlanStatusChip({ status, size = 'small' }: { status: PlanStatus; size?: ChipProps['size'] }) {
  return (
    <Chip
      size={size}
      color={STATUS_TONE[status]}
      variant={status === 'active' || status === 'paused' ? 'filled' : 'outlined'}
      label={PLAN_STATUS_LABELS[status]}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** The next visit still to come of a plan (the first open visit in the answer), or null. */
export function nextVisit(plan: Pick<CustomerPlan_PlanFragment, 'visits'>, now = Date.now()) {
  return plan.visits.find((visit) => OPEN_VISIT_STATUSES.includes(visit.status) && new Date(visit.scheduledAt).getTime() > now) ?? null;
}

/** One plan in the customer's list: service, frequency and time, next visit, price per visit, address; links to the plan's page. */
export function PlanListItem({ plan }: { plan: CustomerPlan_PlanFragment }) {
  const titleId = `plan-${plan.id}-title`;
  const next = plan.status === 'active' ? nextVisit(plan) : null;
  return (
    <ListCard titleId={titleId}>
      <CategoryIcon category={plan.service.category} />
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <ListCardTitle id={titleId} to={`/customer/plans/${plan.id}`}>
            {plan.service.name}
          </ListCardTitle>
          <PlanStatusChip status={plan.status} />
        </Stack>
        <Stack spacing={0.5} sx={{ color: 'text.secondary' }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <EventRepeatRounded sx={{ fontSize: 18 }} aria-hidden />
            <Typography variant="body2">
              {PLAN_FREQUENCY_LABELS[plan.frequency]} at {formatLocalTime(plan.startTime)} · {formatHours(plan.durationHours)} · {formatMoney(plan.price.totalCents)} a visit
            </Typography>
          </Stack>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
            <PlaceRounded sx={{ fontSize: 18 }} aria-hidden />
            <Typography variant="body2" noWrap>
              {plan.address}, {plan.city} {plan.zipCode}
            </Typography>
          </Stack>
        </Stack>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, alignItems: 'center', justifyContent: { xs: 'space-between', md: 'flex-end' } }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {next ? `Next: ${formatPlanDayTime(next.scheduledAt, plan.timeZone)}` : plan.status === 'paused' ? 'Paused' : 'No upcoming visits'}
        </Typography>
        <ChevronRightRounded aria-hidden sx={{ color: 'text.secondary' }} />
      </Stack>
    </ListCard>
  );
}

/** Placeholder of a plan row while the list loads. */
export function PlanListItemSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="rounded" width={48} height={48} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton width="40%" />
          <Skeleton width="70%" />
          <Skeleton width="55%" />
        </Box>
      </Stack>
    </Paper>
  );
}
