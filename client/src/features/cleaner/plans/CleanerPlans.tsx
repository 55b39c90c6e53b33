/**
 * Recurring plans on the cleaner's job board (/cleaner/jobs; docs/decisions/0033 and
 * "Web"): the plans this cleaner is the cleaner of, each with its rhythm (local at the address),
 * its customer, its next visit, and whether the series is accepted, with Accept series (while it
 * is not) and Decline series. The same cached list tells every job card of the page the frequency
 * of its plan (the "Recurring" badge; {@link useJobPlan}).
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { graphql } from '../../../gql';
import type { CleanerPlansQuery } from '../../../gql/graphql';
import { formatHours, formatMoney } from '../../../components/booking/format';
import { RecurringChip } from '../../../components/plans/RecurringChip';
import { PLAN_STATUS_LABELS, formatLocalDate, planSchedule } from '../../../components/plans/planLabels';
import { useToast } from '../../../lib/toast';
import { DeclineSeriesDialog } from './PlanDialogs';
import { useAcceptPlanSeries, useDeclinePlanSeries } from './planMutations';
import { PLAN_DECLINE_NOTICE_HOURS } from '../../../../../schema/rules';
import { CLOSED_BOOKING_STATUSES } from '../../../../../schema/vocabulary';

const CleanerPlansQueryDocument = graphql(`
  query CleanerPlans($page: Int, $limit: Int) {
    plans(page: $page, limit: $limit) {
      items {
        id
        status
        frequency
        startDate
        startTime
        timeZone
        durationHours
        city
        zipCode
        cleanerId
        seriesAccepted
        service {
          id
          name
        }
        customer {
          id
          firstName
        }
        price {
          totalCents
        }
        visits {
          date
          scheduledAt
          status
          bookingId
        }
      }
      total
      page
      limit
    }
  }
`);

/** A cleaner has few plans: one page holds them. */
const PLANS_LIMIT = 50;
const PLANS_POLL_MS = 60_000;

type CleanerPlan = CleanerPlansQuery['plans']['items'][number];

/** What a job card needs to know of its plan. */
export interface JobPlan {
  frequency: string;
  seriesAccepted: boolean;
}

const PLANS_VARIABLES = { page: 1, limit: PLANS_LIMIT };

/**
 * The plan of a job (by its planId), read from the cached list the job board loads
 * ({@link useCleanerPlans}); undefined when the list is not loaded or does not hold it.
 */
export function useJobPlan(planId: string | null | undefined): JobPlan | undefined {
  const { data } = useQuery(CleanerPlansQueryDocument, { variables: PLANS_VARIABLES, fetchPolicy: 'cache-only', skip: !planId });
  const plan = planId ? data?.plans.items.find((p) => p.id === planId) : undefined;
  return plan ? { frequency: plan.frequency, seriesAccepted: plan.seriesAccepted } : undefined;
}

/**
 * The signed-in cleaner's plans (every status), polled every minute; the list shows the active and
 * paused ones, and the job cards read their plan from the same cached answer.
 */
export function useCleanerPlans() {
  const query = useQuery(CleanerPlansQueryDocument, {
    variables: PLANS_VARIABLES,
    fetchPolicy: 'cache-and-network',
    pollInterval: PLANS_POLL_MS,
  });
  const items = (query.data ?? query.previousData)?.plans.items;
  const current = useMemo(() => (items ?? []).filter((p) => p.status === 'active' || p.status === 'paused'), [items]);
  return { plans: current, loaded: Boolean(items) };
}

/** The "Recurring plans" section: nothing until loaded and nothing when the cleaner has none. */
export function CleanerPlansSection({ plans, loaded }: { plans: readonly CleanerPlan[]; loaded: boolean }) {
  if (!loaded || plans.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="cleaner-plans-title" sx={{ mb: 4 }}>
      <Typography id="cleaner-plans-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        Recurring plans
      </Typography>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {plans.length === 1 ? '1 plan with you as its cleaner' : `${plans.length} plans with you as their cleaner`}
      </Typography>
      <Box component="ul" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))', listStyle: 'none', p: 0, m: 0 }}>
        {plans.map((plan) => (
          <li key={plan.id}>
            <CleanerPlanCard plan={plan} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Visits still ahead (booked or planned, not skipped or cancelled), soonest first. */
function upcomingVisits(plan: CleanerPlan, now = Date.now()) {
  return plan.visits
    .filter((v) => Date.parse(v.scheduledAt) > now && !['skipped', 'conflict', ...CLOSED_BOOKING_STATUSES].includes(v.status))
    .sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt));
}

/** One plan: rhythm, customer, next visit, per-visit total, series state and its actions. */
function CleanerPlanCard({ plan }: { plan: CleanerPlan }) {
  const notify = useToast();
  const [accept] = useAcceptPlanSeries();
  const [decline] = useDeclinePlanSeries();
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const titleId = `plan-${plan.id}-title`;
  const schedule = planSchedule(plan);
  const upcoming = upcomingVisits(plan);
  const next = upcoming[0];
  const waiting = upcoming.filter((v) => v.status === 'pending_cleaner_response').length;

  const acceptSeries = async () => {
    setAccepting(true);
    setError(null);
    const result = await accept(plan.id);
    setAccepting(false);
    if (result.ok) notify.success(`Series accepted: every ${plan.service.name} visit of this plan is now in My jobs.`);
    else setError(result.message);
  };

  return (
    <Paper component="article" aria-labelledby={titleId} aria-busy={accepting} variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 }, height: '100%' }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        {plan.service.name} for {plan.customer?.firstName ?? 'a customer'}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
        <RecurringChip frequency={plan.frequency} />
        {plan.status === 'paused' ? (
          <Chip size="small" label={PLAN_STATUS_LABELS.paused} sx={{ fontWeight: 600 }} />
        ) : plan.seriesAccepted ? (
          <Chip size="small" color="success" label="Series accepted" sx={{ fontWeight: 600 }} />
        ) : (
          <Chip size="small" color="warning" label="Waiting for your answer" sx={{ fontWeight: 600 }} />
        )}
      </Stack>
      <Typography variant="body2">{schedule}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {formatHours(plan.durationHours)} per visit · {plan.city} {plan.zipCode} · {formatMoney(plan.price.totalCents)} per visit
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {next ? <>Next visit: {formatLocalDate(next.date)}</> : 'No upcoming visits'}
        {waiting > 0 && ` · ${waiting === 1 ? '1 visit' : `${waiting} visits`} waiting for your answer`}
      </Typography>

      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)} sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}

      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          variant="outlined"
          color="error"
          disabled={accepting}
          startIcon={<CloseRounded />}
          onClick={() => {
            setError(null);
            setDeclining(true);
          }}
        >
          Decline series
        </Button>
        {!plan.seriesAccepted && plan.status === 'active' && (
          <Button
            variant="contained"
            color="success"
            disabled={accepting}
            startIcon={accepting ? <CircularProgress size={16} color="inherit" aria-hidden /> : <CheckRounded />}
            onClick={() => void acceptSeries()}
          >
            Accept series
          </Button>
        )}
      </Stack>

      <DeclineSeriesDialog
        open={declining}
        serviceName={plan.service.name}
        schedule={schedule}
        onClose={() => setDeclining(false)}
        onConfirm={(reason) => decline(plan.id, reason)}
        onDone={() => {
          setDeclining(false);
          notify.success(`Series declined. Visits from ${PLAN_DECLINE_NOTICE_HOURS} hours ahead go to another cleaner.`);
        }}
      />
    </Paper>
  );
}
