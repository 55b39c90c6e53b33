import type { Ref } from 'react';
import { Controller, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import { formatHourly, formatMoney } from '../../components/booking/format';
import { PlanVisitList } from '../../components/plans/PlanVisitList';
import { formatLocalDate, formatLocalTime, PLAN_FREQUENCIES, PLAN_FREQUENCY_LABELS } from '../../components/plans/planLabels';
import { isViewerZone, zonedParts } from '../../components/plans/planTime';
import { errorMessage } from '../../lib/errors';
import { TIME_SLOTS } from './bookingForm';
import type { BookingFormState } from './useBookingForm';
import { MAX_PLAN_VISITS, type PlanBookingState } from './usePlanBooking';

/** MUI TextField wiring for a react-hook-form `register()` result (the ref goes to the <input>). */
function registerInput({ ref, ...rest }: UseFormRegisterReturn) {
  return { ...rest, inputRef: ref };
}

/**
 * The Repeat choice of /book (one time, weekly, every 2 weeks, every 4 weeks, with each plan's
 * recurring discount) and, for a plan, when it ends: never, after a number of visits or on a date.
 */
export function RepeatFields({ plan, minDate }: { plan: PlanBookingState; minDate: string }) {
  const { options, repeating, discountOf } = plan;
  const { errors } = options.formState;
  const ends = useWatch({ control: options.control, name: 'ends' });
  const savings = PLAN_FREQUENCIES.map((frequency) => ({ frequency, percent: discountOf(frequency) })).filter((d) => (d.percent ?? 0) > 0);
  return (
    <Stack spacing={2} sx={{ mt: 2.5 }}>
      <Controller
        control={options.control}
        name="repeat"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="repeat-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
              Repeat
            </FormLabel>
            <RadioGroup row aria-labelledby="repeat-label" name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
              <FormControlLabel value="once" control={<Radio />} label="One time" />
              {PLAN_FREQUENCIES.map((frequency) => (
                <FormControlLabel key={frequency} value={frequency} control={<Radio />} label={PLAN_FREQUENCY_LABELS[frequency]} />
              ))}
            </RadioGroup>
            {savings.length > 0 && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Plans save {savings.map((d) => `${d.percent}% ${PLAN_FREQUENCY_LABELS[d.frequency].toLowerCase()}`).join(', ')} on every visit.
              </Typography>
            )}
          </FormControl>
        )}
      />
      {repeating && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Controller
            control={options.control}
            name="ends"
            render={({ field }) => (
              <FormControl>
                <FormLabel id="plan-ends-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
                  Ends
                </FormLabel>
                <RadioGroup aria-labelledby="plan-ends-label" name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                  <FormControlLabel value="never" control={<Radio />} label="Never" />
                  <FormControlLabel value="after" control={<Radio />} label="After a number of visits" />
                  <FormControlLabel value="on" control={<Radio />} label="On a date" />
                </RadioGroup>
              </FormControl>
            )}
          />
          {ends === 'after' ? (
            <TextField
              {...registerInput(options.register('visits'))}
              label="Number of visits"
              type="number"
              required
              error={Boolean(errors.visits)}
              helperText={errors.visits?.message ?? `1 to ${MAX_PLAN_VISITS}`}
              slotProps={{ htmlInput: { min: 1, max: MAX_PLAN_VISITS, inputMode: 'numeric' } }}
            />
          ) : ends === 'on' ? (
            <TextField
              {...registerInput(options.register('endDate'))}
              label="End date"
              type="date"
              required
              error={Boolean(errors.endDate)}
              helperText={errors.endDate?.message ?? 'The last visit is on or before this date'}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minDate } }}
            />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary', pt: { sm: 4 } }}>
              Visits keep coming until you pause or cancel the plan. You can skip or move any visit.
            </Typography>
          )}
        </Box>
      )}
    </Stack>
  );
}

/**
 * The summary column of /book for a plan: the price of each visit with the recurring discount,
 * the cleaner (best available, a favourite, or the one picked from an alternative), the check of every visit
 * of the preview with conflicts and alternatives, and "Confirm plan". An alternative of the first
 * visit with the same cleaner moves the plan's start there; one with another cleaner makes them
 * the plan's cleaner.
 */
export function PlanSummaryPanel({
  plan,
  booking,
  service,
  errorRef,
  submitting,
}: {
  plan: PlanBookingState;
  booking: BookingFormState;
  service: { name: string } | null;
  errorRef: Ref<HTMLDivElement>;
  submitting: boolean;
}) {
  const { preview, current, incomplete, cleaner, setCleaner, cleanerChoices, submitError, repeat } = plan;
  const result = preview.data?.previewPlan ?? preview.previousData?.previewPlan;
  const checking = preview.loading || (!incomplete && !current);
  const frequencyLabel = repeat === 'once' ? '' : PLAN_FREQUENCY_LABELS[repeat];

  return (
    <Paper
      component="aside"
      aria-label="Plan summary"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, position: { md: 'sticky' }, top: { md: 88 }, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <EventRepeatRounded color="primary" aria-hidden />
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {frequencyLabel} plan
        </Typography>
      </Stack>
      {service && (
        <Typography sx={{ fontWeight: 700 }}>
          {service.name}
          {result && (
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}>
              From {formatLocalDate(result.startDate)}, {formatLocalTime(result.startTime)}
              {isViewerZone(result.timeZone) ? '' : ` (${result.timeZone.replace(/_/g, ' ')} time)`}
            </Typography>
          )}
        </Typography>
      )}

      <Box sx={{ mt: 2 }} aria-live="polite" aria-busy={checking}>
        {incomplete ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Fill in the service, date, time and address to check every visit of your plan.
          </Typography>
        ) : preview.error && !result ? (
          <Alert severity="warning">{errorMessage(preview.error)}</Alert>
        ) : !result ? (
          <Stack spacing={1} role="status" aria-label="Checking your visits">
            <Skeleton />
            <Skeleton />
            <Skeleton variant="rounded" height={120} />
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ opacity: checking ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <Stack spacing={0.5}>
              <Row label={`${result.price.appliedTier === 'member' ? 'Member' : 'Regular'} rate`} value={formatHourly(result.price.hourlyRateCents)} />
              {result.price.discountPercent > 0 && (
                <>
                  <Row label="Before discount" value={formatMoney(result.price.totalCents + result.price.discountCents)} />
                  <Row label={`Recurring discount (${result.price.discountPercent}%)`} value={`−${formatMoney(result.price.discountCents)}`} />
                </>
              )}
              <Row label="Each visit" value={formatMoney(result.price.totalCents)} strong />
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Each visit is charged 24 hours before it starts, on your saved card.
              </Typography>
            </Stack>

            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
                Your cleaner
              </Typography>
              {cleanerChoices.length > 0 && (
                <TextField
                  select
                  label="Cleaner"
                  size="small"
                  fullWidth
                  value={cleaner?.cleanerId ?? ''}
                  onChange={(event) => setCleaner(cleanerChoices.find((c) => c.cleanerId === event.target.value) ?? null)}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  sx={{ mt: 1, mb: 0.5 }}
                >
                  <option value="">Best available</option>
                  {cleanerChoices.map((choice) => (
                    <option key={choice.cleanerId} value={choice.cleanerId}>
                      {choice.displayName}
                    </option>
                  ))}
                </TextField>
              )}
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {cleaner
                  ? `${cleaner.displayName}, for every visit.`
                  : result.cleaner
                    ? `${result.cleaner.displayName}: the best available cleaner, kept for every visit.`
                    : 'No cleaner is free for these visits yet: we will ask nearby cleaners for each visit.'}
              </Typography>
            </Box>

            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
                {result.visits.length === 1 ? 'Your visit' : `Your first ${result.visits.length} visits`}
              </Typography>
              <Typography variant="body2" role="status" sx={{ color: result.conflicts > 0 ? 'warning.dark' : 'success.dark', mb: 1 }}>
                {result.conflicts === 0
                  ? 'Every visit is free.'
                  : `${result.conflicts} ${result.conflicts === 1 ? 'visit has a conflict' : 'visits have a conflict'}. Pick an alternative, or confirm and we will ask another cleaner for ${result.conflicts === 1 ? 'it' : 'them'}.`}
              </Typography>
              <PlanVisitList
                label="Planned visits"
                visits={result.visits}
                timeZone={result.timeZone}
                canUseAlternative={(alternative, _visit, index) =>
                  !alternative.sameCleaner || (index === 0 && TIME_SLOTS.includes(zonedParts(alternative.scheduledAt, result.timeZone).time))
                }
                alternativeLabel={(alternative) => (alternative.sameCleaner ? 'Start then' : `Choose ${alternative.cleaner.displayName}`)}
                onAlternative={(alternative) => {
                  if (!alternative.sameCleaner) {
                    setCleaner({ cleanerId: alternative.cleaner.cleanerId, displayName: alternative.cleaner.displayName });
                    return;
                  }
                  const { date, time } = zonedParts(alternative.scheduledAt, result.timeZone);
                  booking.form.setValue('date', date, { shouldValidate: true, shouldDirty: true });
                  booking.form.setValue('time', time, { shouldValidate: true, shouldDirty: true });
                }}
              />
              {result.conflicts > 0 && (
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
                  After you confirm, you can also move a single visit from your plan's page.
                </Typography>
              )}
            </Box>
          </Stack>
        )}
      </Box>

      <Divider sx={{ my: 2.5 }} />
      {submitError && (
        <Alert severity="error" ref={errorRef} tabIndex={-1} role="alert" sx={{ mb: 2 }}>
          <AlertTitle>We couldn't create your plan</AlertTitle>
          {submitError}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={submitting || checking}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : <EventRepeatRounded />}
        sx={{ py: 1.5, fontWeight: 700, borderRadius: 2 }}
      >
        Confirm plan
      </Button>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}>
        <LockRounded sx={{ fontSize: 16 }} aria-hidden />
        <Typography variant="caption">Skip, move, pause or cancel any time from your plan's page.</Typography>
      </Stack>
    </Paper>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <Typography variant="body2" sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant={strong ? 'h6' : 'body2'} component="span" sx={{ fontWeight: strong ? 800 : 600 }}>
        {value}
      </Typography>
    </Stack>
  );
}
