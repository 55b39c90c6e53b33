import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import type { PlanVisitList_VisitFragment, PlanVisitStatus } from '../../gql/graphql';
import { formatMoney } from '../booking/format';
import { PLAN_VISIT_STATUS_LABELS } from './planLabels';
import { formatPlanDay, formatPlanDayTime, formatPlanTime } from './planTime';

export const PlanVisitList_visit = graphql(`
  fragment PlanVisitList_visit on PlanVisit {
    date
    scheduledAt
    bookingId
    status
    moved
    totalCents
    conflict {
      code
      message
    }
    alternatives {
      scheduledAt
      sameCleaner
      cleaner {
        cleanerId
        displayName
        rating
        reviewCount
      }
    }
  }
`);

export type PlanVisit = PlanVisitList_VisitFragment;
export type PlanAlternative = NonNullable<PlanVisit['alternatives']>[number];

type Tone = NonNullable<ChipProps['color']>;

const STATUS_TONE: Partial<Record<PlanVisitStatus, Tone>> = {
  conflict: 'error',
  pending: 'warning',
  pending_cleaner_response: 'warning',
  confirmed: 'info',
  in_progress: 'secondary',
  completed: 'success',
  rejected: 'error',
};

/** A visit's status chip ("Planned", "Conflict", "Skipped", or its booking's status). */
export function PlanVisitStatusChip({ status }: { status: PlanVisitStatus }) {
  const muted = status === 'skipped' || status === 'cancelled';
  return (
    <Chip
      size="small"
      color={STATUS_TONE[status] ?? 'default'}
      variant={muted || status === 'planned' ? 'outlined' : 'filled'}
      label={PLAN_VISIT_STATUS_LABELS[status] ?? status}
      sx={{ fontWeight: 600 }}
    />
  );
}

/**
 * The visits of a plan or of a plan's preview (docs/decisions/0033), one row each: the
 * day and local time at the address (`timeZone`), the status, the price after the discount, a
 * link to the visit's booking, and for a conflict its reason with up to 3 alternatives. With
 * `onAlternative`, an alternative the caller can use offers a button (`canUseAlternative`
 * decides which); `actions` renders a visit's buttons (skip, move).
 */
export function PlanVisitList({
  visits,
  timeZone,
  label,
  actions,
  onAlternative,
  canUseAlternative,
  alternativeLabel,
  bookingLinks = false,
}: {
  visits: readonly PlanVisit[];
  timeZone: string;
  /** The list's accessible name, e.g. "Visits". */
  label: string;
  actions?: (visit: PlanVisit, index: number) => ReactNode;
  onAlternative?: (alternative: PlanAlternative, visit: PlanVisit, index: number) => void;
  canUseAlternative?: (alternative: PlanAlternative, visit: PlanVisit, index: number) => boolean;
  /** The button text of a usable alternative (default: "Use this"). */
  alternativeLabel?: (alternative: PlanAlternative, visit: PlanVisit, index: number) => string;
  /** Link each booked visit to the customer's booking page. */
  bookingLinks?: boolean;
}) {
  return (
    <Stack component="ol" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {visits.map((visit, index) => {
        const day = formatPlanDay(visit.scheduledAt, timeZone);
        return (
          <Box
            component="li"
            key={visit.date}
            aria-label={`Visit on ${day}`}
            sx={{
              border: 1,
              borderColor: visit.conflict ? 'error.light' : 'divider',
              borderRadius: 2,
              p: { xs: 1.5, sm: 2 },
            }}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 2 }}
              sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, textDecoration: visit.status === 'skipped' ? 'line-through' : undefined }}>
                  {day}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {formatPlanTime(visit.scheduledAt, timeZone)} · {formatMoney(visit.totalCents)}
                  {bookingLinks && visit.bookingId && (
                    <>
                      {' · '}
                      <Link component={RouterLink} to={`/customer/bookings/${visit.bookingId}`}>
                        View booking
                      </Link>
                    </>
                  )}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                {visit.moved && <Chip size="small" variant="outlined" label="Moved" />}
                <PlanVisitStatusChip status={visit.status} />
                {actions?.(visit, index)}
              </Stack>
            </Stack>
            {visit.conflict && (
              <Alert severity="warning" sx={{ mt: 1.5 }}>
                {visit.conflict.message}
                {visit.alternatives && visit.alternatives.length > 0 && (
                  <>
                    <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                      Alternatives
                    </Typography>
                    <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
                      {visit.alternatives.map((alternative) => {
                        const usable = onAlternative && (canUseAlternative?.(alternative, visit, index) ?? true);
                        const text = `${formatPlanDayTime(alternative.scheduledAt, timeZone)} with ${alternative.cleaner.displayName}${alternative.sameCleaner ? '' : ' (another cleaner)'}`;
                        return (
                          <Stack
                            component="li"
                            key={`${alternative.scheduledAt}-${alternative.cleaner.cleanerId}`}
                            direction={{ xs: 'column', sm: 'row' }}
                            spacing={1}
                            sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
                          >
                            <Typography variant="body2">{text}</Typography>
                            {usable && (
                              <Button
                                size="small"
                                variant="outlined"
                                onClick={() => onAlternative(alternative, visit, index)}
                                aria-label={`${alternativeLabel?.(alternative, visit, index) ?? 'Use this'}: ${text}`}
                              >
                                {alternativeLabel?.(alternative, visit, index) ?? 'Use this'}
                              </Button>
                            )}
                          </Stack>
                        );
                      })}
                    </Stack>
                  </>
                )}
              </Alert>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
