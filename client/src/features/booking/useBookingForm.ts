import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql } from '../../gql';
import { formatDay } from '../../components/booking/format';
import { useToast } from '../../lib/toast';
import { bookingFormSchema, localMaxDate, localToday, toScheduledAt, type BookingFormInput, type BookingFormValues } from './bookingForm';
import type { BookingDraft, DraftState } from './bookingDraft';
import { useCreateBooking } from './bookingMutations';

const BookServicesQuery = graphql(`
  query BookServices {
    services(limit: 50) {
      id
      name
      category
      memberPriceCents
      regularPriceCents
    }
  }
`);

export type BookingFieldName = keyof BookingFormInput;

/** Server field names (CreateBookingInput) mapped to the form's fields. */
const SERVER_FIELDS: Record<string, BookingFieldName> = {
  serviceId: 'serviceId',
  scheduledAt: 'date',
  durationHours: 'hours',
  address: 'address',
  city: 'city',
  zipCode: 'zipCode',
  notes: 'notes',
};

/**
 * The booking form both /book and /book-ai fill (react-hook-form over bookingFormSchema): the
 * bookable services (by category, then name), the watched choice, server field errors kept apart
 * from the resolver's (dropped when the user edits that field), and the two ways on:
 * - `onChoose`: "Choose your cleaner", to /customer/select-cleaner with the draft (bookingDraft.ts);
 * - `onBookNow`: "Book now", createBooking for the open board, then the booking's page; a refusal
 *   marks the fields the server named, or shows its message in the summary (focus on `errorRef`).
 */
export function useBookingForm(defaultValues: BookingFormInput) {
  const navigate = useNavigate();
  const notify = useToast();
  const [createBooking] = useCreateBooking();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<BookingFieldName, string>>>({});
  const errorRef = useRef<HTMLDivElement>(null);
  const today = useMemo(() => localToday(), []);
  const maxDate = useMemo(() => localMaxDate(), []);

  const servicesQuery = useQuery(BookServicesQuery);
  const services = useMemo(
    () => [...(servicesQuery.data?.services ?? [])].sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name)),
    [servicesQuery.data],
  );

  const form = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(bookingFormSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const { control, watch, setFocus } = form;
  const [serviceId, hours, date, time] = useWatch({ control, name: ['serviceId', 'hours', 'date', 'time'] });
  const selectedService = services.find((s) => s.id === serviceId) ?? null;

  useEffect(() => {
    const subscription = watch((_, { name }) => {
      if (!name) return;
      setServerErrors((prev) => {
        if (!(name in prev)) return prev;
        const next = { ...prev };
        delete next[name as BookingFieldName];
        return next;
      });
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  /** The message under a field: the resolver's, else the server's. */
  const fieldError = (name: BookingFieldName, clientMessage: string | undefined) => clientMessage ?? serverErrors[name];

  const onChoose = (values: BookingFormValues) => {
    const service = services.find((s) => s.id === values.serviceId);
    const draft: BookingDraft = {
      serviceId: values.serviceId,
      serviceName: service?.name ?? '',
      category: service?.category ?? '',
      date: values.date,
      time: values.time,
      hours: values.hours,
      address: values.address,
      city: values.city,
      zipCode: values.zipCode,
      notes: values.notes ?? '',
    };
    navigate('/customer/select-cleaner', { state: { draft } satisfies DraftState });
  };

  const onBookNow = async (values: BookingFormValues) => {
    setSubmitError(null);
    setServerErrors({});
    const outcome = await createBooking({
      input: {
        serviceId: values.serviceId,
        scheduledAt: toScheduledAt(values.date, values.time),
        durationHours: values.hours,
        address: values.address,
        city: values.city,
        zipCode: values.zipCode,
        notes: values.notes ? values.notes : undefined,
      },
    });
    if (outcome.ok) {
      notify.success(`Booking requested for ${formatDay(outcome.data.scheduledAt)}. We'll let you know as soon as a cleaner accepts.`);
      navigate(`/customer/bookings/${outcome.data.id}`);
      return;
    }
    const mapped: Partial<Record<BookingFieldName, string>> = {};
    for (const [field, message] of Object.entries(outcome.fields)) {
      const name = SERVER_FIELDS[field];
      if (name && !mapped[name]) mapped[name] = message;
    }
    setServerErrors(mapped);
    const firstField = (Object.keys(mapped) as BookingFieldName[])[0];
    setSubmitError(firstField ? `${outcome.message} Please check the highlighted fields.` : outcome.message);
    if (firstField) setFocus(firstField);
    else window.requestAnimationFrame(() => errorRef.current?.focus());
  };

  return { form, services, servicesQuery, selectedService, serviceId, hours, date, time, today, maxDate, fieldError, submitError, errorRef, onChoose, onBookNow };
}

export type BookingFormState = ReturnType<typeof useBookingForm>;
