/**
 * /book's Repeat choice (docs/decisions/0033): one time, or a plan repeating weekly, every 2 weeks or
 * every 4 weeks, ending never, after a number of visits or on a date. While a plan is chosen the
 * page shows `previewPlan`, the check of every visit (conflicts, up to 3 alternatives each, the
 * recurring discount) for what the form holds, and confirms with `createPlan`.
 *
 * The plan's options are their own small form (react-hook-form + zod) next to the booking form;
 * the booking form's values give the service, first date, local start time (at the address),
 * duration, address and notes. The cleaner is the best available one (`matching: best`, kept for
 * every visit) unless the customer chooses one of their favourite cleaners, or another cleaner
 * from a visit's alternatives.
 */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { skipToken, useQuery } from '@apollo/client/react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { graphql } from '../../gql';
import type { PlanFrequency, PlanInput } from '../../gql/graphql';
import { PLAN_FREQUENCY_LABELS } from '../../components/plans/planLabels';
import { useResultMutation } from '../../lib/mutation';
import { useToast } from '../../lib/toast';
import { bookingFormSchema, localToday, type BookingFormValues } from './bookingForm';
import type { BookingFieldName, BookingFormState } from './useBookingForm';
import { evictRootFields } from '../../lib/apolloCache';

const PreviewPlanQuery = graphql(`
  query PreviewPlan($input: PlanInput!) {
    previewPlan(input: $input) {
      timeZone
      frequency
      startDate
      startTime
      durationHours
      cleanerId
      cleaner {
        cleanerId
        displayName
        rating
        reviewCount
      }
      price {
        hourlyRateCents
        totalCents
        discountPercent
        discountCents
        appliedTier
      }
      conflicts
      visits {
        ...PlanVisitList_visit
      }
    }
  }
`);

const RecurringDiscountsQuery = graphql(`
  query RecurringDiscounts {
    recurringDiscounts {
      frequency
      percent
    }
  }
`);

const PlanFavoriteCleanersQuery = graphql(`
  query PlanFavoriteCleaners {
    favoriteCleaners(page: 1, limit: 20) {
      items {
        cleaner {
          cleanerId
          displayName
        }
      }
    }
  }
`);

const CreatePlanMutation = graphql(`
  mutation CreatePlan($input: PlanInput!) {
    createPlan(input: $input) {
      __typename
      ... on MutationCreatePlanSuccess {
        data {
          id
          status
          frequency
          startDate
          startTime
          timeZone
        }
      }
      ...ErrorFields
    }
  }
`);

/** The Repeat choice: one time (a single booking) or a plan frequency. */
export type RepeatChoice = 'once' | PlanFrequency;

/** Most visits a plan may end after (the server's rule, docs/decisions/0033). */
export const MAX_PLAN_VISITS = 104;

const planOptionsSchema = z
  .object({
    repeat: z.enum(['once', 'weekly', 'biweekly', 'every_4_weeks']),
    ends: z.enum(['never', 'after', 'on']),
    visits: z.string(),
    endDate: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.repeat === 'once') return;
    if (values.ends === 'after') {
      const count = Number(values.visits);
      if (!/^\d+$/.test(values.visits.trim()) || count < 1 || count > MAX_PLAN_VISITS) {
        ctx.addIssue({ code: 'custom', path: ['visits'], message: `Enter a number of visits from 1 to ${MAX_PLAN_VISITS}` });
      }
    }
    if (values.ends === 'on') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(values.endDate)) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Please pick an end date' });
      else if (values.endDate < localToday()) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Please choose an end date in the future' });
    }
  });

export type PlanOptions = z.infer<typeof planOptionsSchema>;

/** The customer's pick of a cleaner for the whole plan (from an alternative); null: best available. */
export interface PlanCleanerChoice {
  cleanerId: string;
  displayName: string;
}

/** Server field names (PlanInput) mapped to the booking form's fields. */
const BOOKING_FIELDS: Record<string, BookingFieldName> = {
  serviceId: 'serviceId',
  startDate: 'date',
  startTime: 'time',
  durationHours: 'hours',
  address: 'address',
  city: 'city',
  zipCode: 'zipCode',
  notes: 'notes',
};

/** The PlanInput of the form's values, the plan's options and the cleaner choice. */
function planInput(values: BookingFormValues, options: PlanOptions, cleaner: PlanCleanerChoice | null): PlanInput | null {
  if (options.repeat === 'once') return null;
  return {
    serviceId: Number(values.serviceId),
    address: values.address,
    city: values.city,
    zipCode: values.zipCode,
    startDate: values.date,
    startTime: values.time,
    durationHours: values.hours,
    frequency: options.repeat,
    visits: options.ends === 'after' ? Number(options.visits) : undefined,
    endDate: options.ends === 'on' ? options.endDate : undefined,
    cleanerId: cleaner?.cleanerId,
    matching: cleaner ? undefined : 'best',
    notes: values.notes ? values.notes : undefined,
  };
}

/** The Repeat choice a link asks for (`/book?repeat=weekly`), else one time. */
function repeatParam(value: string | null): RepeatChoice {
  return value === 'weekly' || value === 'biweekly' || value === 'every_4_weeks' ? value : 'once';
}

/** `value`, once it has stayed the same for `ms` milliseconds. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The plan side of /book for the booking form `state` (`?repeat=weekly` and the like choose a plan
 * at once): the options form, the live preview of the
 * plan the form describes, the recurring discounts, the cleaner choice and `onSubmit`, which
 * validates both forms and creates the plan (then opens its page); a refusal marks the fields the
 * server named, or shows its message (focus on the booking form's `errorRef`).
 */
export function usePlanBooking(state: BookingFormState) {
  const navigate = useNavigate();
  const notify = useToast();
  const [params] = useSearchParams();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [cleaner, setCleaner] = useState<PlanCleanerChoice | null>(null);
  const options = useForm<PlanOptions>({
    resolver: zodResolver(planOptionsSchema),
    mode: 'onTouched',
    defaultValues: { repeat: repeatParam(params.get('repeat')), ends: 'never', visits: '12', endDate: '' },
  });
  const [createPlan] = useResultMutation(CreatePlanMutation, {
    update(cache, { data }) {
      if (data?.createPlan.__typename !== 'MutationCreatePlanSuccess') return;
      evictRootFields(cache, 'plans', 'bookings');
    },
  });

  const optionValues = useWatch({ control: options.control }) as PlanOptions;
  const bookingValues = useWatch({ control: state.form.control });
  const repeat = optionValues.repeat ?? 'once';
  const repeating = repeat !== 'once';

  const discounts = useQuery(RecurringDiscountsQuery, repeating ? {} : skipToken);
  const favorites = useQuery(PlanFavoriteCleanersQuery, repeating ? {} : skipToken);
  /** The cleaners the customer may choose for the whole plan: their favourites, and one picked from an alternative. */
  const cleanerChoices = useMemo(() => {
    const choices: PlanCleanerChoice[] = (favorites.data?.favoriteCleaners.items ?? []).map(({ cleaner: c }) => ({ cleanerId: c.cleanerId, displayName: c.displayName }));
    if (cleaner && !choices.some((c) => c.cleanerId === cleaner.cleanerId)) choices.unshift(cleaner);
    return choices;
  }, [favorites.data, cleaner]);
  const discountOf = useMemo(() => {
    const byFrequency = new Map((discounts.data?.recurringDiscounts ?? []).map((d) => [d.frequency, d.percent]));
    return (frequency: PlanFrequency) => byFrequency.get(frequency) ?? null;
  }, [discounts.data]);

  // The preview follows the form once both forms hold a valid plan and the typing has settled.
  const liveInput = useMemo(() => {
    if (!repeating) return null;
    const booking = bookingFormSchema.safeParse(bookingValues);
    const plan = planOptionsSchema.safeParse(optionValues);
    if (!booking.success || !plan.success) return null;
    const input = planInput(booking.data, plan.data, cleaner);
    return input ? JSON.stringify(input) : null;
  }, [repeating, bookingValues, optionValues, cleaner]);
  const settledInput = useSettled(liveInput, 400);
  const previewInput = useMemo(() => (settledInput ? (JSON.parse(settledInput) as PlanInput) : null), [settledInput]);
  const preview = useQuery(PreviewPlanQuery, previewInput ? { variables: { input: previewInput }, fetchPolicy: 'network-only' } : skipToken);
  const current = Boolean(liveInput) && liveInput === settledInput;

  const onSubmit = state.form.handleSubmit(async (values) => {
    setSubmitError(null);
    if (!(await options.trigger())) {
      const first = (['visits', 'endDate'] as const).find((name) => options.getFieldState(name).invalid);
      if (first) options.setFocus(first);
      return;
    }
    const input = planInput(values, options.getValues(), cleaner);
    if (!input) return;
    const outcome = await createPlan({ input });
    if (outcome.ok) {
      const plan = outcome.data;
      notify.success(`Your ${PLAN_FREQUENCY_LABELS[plan.frequency].toLowerCase()} plan is set up. We'll let you know as each visit is confirmed.`);
      navigate(`/customer/plans/${plan.id}`);
      return;
    }
    let focused = false;
    for (const [field, message] of Object.entries(outcome.fields)) {
      const bookingField = BOOKING_FIELDS[field];
      if (bookingField) {
        state.form.setError(bookingField, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      } else if (field === 'visits' || field === 'endDate') {
        options.setError(field, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      }
    }
    setSubmitError(focused ? `${outcome.message} Please check the highlighted fields.` : outcome.message);
    if (!focused) window.requestAnimationFrame(() => state.errorRef.current?.focus());
  });

  return {
    options,
    repeat,
    repeating,
    discountOf,
    preview,
    /** The preview on screen describes what the form holds now (not an older input). */
    current,
    /** The form does not describe a complete plan yet (no preview asked). */
    incomplete: !liveInput,
    cleaner,
    setCleaner,
    cleanerChoices,
    submitError,
    onSubmit,
  };
}

export type PlanBookingState = ReturnType<typeof usePlanBooking>;
