import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
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
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        position: 'relative',
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'auto 1fr', md: 'auto 1fr auto' },
        alignItems: 'center',
        transition: 'border-color 150ms, box-shadow 150ms',
        '&:hover': { borderColor: 'primary.light', boxShadow: 3 },
        '&:focus-within': { borderColor: 'primary.main', boxShadow: 3 },
      }}
    >
      <CategoryIcon category={plan.service.category} />
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            <Link
              component={RouterLink}
              to={`/customer/plans/${plan.id}`}
              underline="none"
              color="inherit"
              sx={{
                '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 3 },
                '&:focus-visible': { outline: 'none' },
                '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {plan.service.name}
            </Link>
          </Typography>
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
    </Paper>
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
