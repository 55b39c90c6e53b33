import { useState } from 'react';
import { useLocation, useSearchParams, Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { PageTitle } from '../../components/ui/PageTitle';
import { formatDay, formatHourly } from '../../components/booking/format';
import { DEFAULT_HOURS, slotLabel } from './bookingForm';
import { readDraft } from './bookingDraft';
import { BookingSummaryPanel, Section } from './BookParts';
import { BookMatchingPreview } from './BookMatchingPreview';
import { AddressFields, NotesField, ScheduleFields, ServiceField } from './BookingFields';
import { PlanSummaryPanel, RepeatFields } from './PlanFields';
import { usePlanBooking } from './usePlanBooking';
import { useBookingForm } from './useBookingForm';

/**
 * Customer booking form (/book): service, schedule, address and notes, with a live price from
 * `bookingQuote`. "Choose your cleaner" goes on to /customer/select-cleaner with the draft in the
 * router state (bookingDraft.ts); "Book now" books at once for the open board. The summary says how
 * the booking will be matched (BookMatchingPreview, issue 31). A draft in the
 * router state (coming back from choosing a cleaner) fills the form.
 */
export default function BookPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const [initialDraft] = useState(() => readDraft(location.state));
  const state = useBookingForm(
    initialDraft
      ? {
          serviceId: initialDraft.serviceId,
          date: initialDraft.date,
          time: initialDraft.time,
          hours: initialDraft.hours,
          address: initialDraft.address,
          city: initialDraft.city,
          zipCode: initialDraft.zipCode,
          notes: initialDraft.notes,
        }
      : { serviceId: params.get('serviceId') ?? '', date: '', time: '09:00', hours: DEFAULT_HOURS, address: '', city: '', zipCode: '', notes: '' },
  );
  const { form, servicesQuery, selectedService, serviceId, hours, date, time, today, submitError, errorRef, onChoose, onBookNow } = state;
  const { handleSubmit, formState } = form;
  const zipCode = useWatch({ control: form.control, name: 'zipCode' });
  const plan = usePlanBooking(state);
  const unknownPreselection = Boolean(serviceId) && Boolean(servicesQuery.data) && !selectedService;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Book a cleaning" />
      <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          Book a cleaning
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          Tell us what you need and when. A vetted professional will confirm your booking.{' '}
          <Link component={RouterLink} to="/book-ai">
            Or describe it in your own words
          </Link>
          .
        </Typography>
      </Box>

      <Box
        component="form"
        noValidate
        aria-label="Booking details"
        aria-busy={formState.isSubmitting}
        onSubmit={plan.repeating ? plan.onSubmit : handleSubmit(onChoose)}
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3}>
          <Section step={1} title="Service">
            <ServiceField
              state={state}
              invalid={unknownPreselection}
              defaultHelp={unknownPreselection ? "We couldn't find that service. Please choose one from the list." : 'Search by name or browse by category.'}
            />
            {selectedService && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
                {selectedService.category} · member rate {formatHourly(selectedService.memberPriceCents)}, regular{' '}
                {formatHourly(selectedService.regularPriceCents)}.{' '}
                <Link component={RouterLink} to={`/services/${selectedService.id}`}>
                  What's included
                </Link>
              </Typography>
            )}
          </Section>

          <Section step={2} title="Date and time">
            <ScheduleFields state={state} />
            <RepeatFields plan={plan} minDate={date || today} />
          </Section>

          <Section step={3} title="Address">
            <AddressFields state={state} />
          </Section>

          <Section step={4} title="Notes for your cleaner">
            <NotesField state={state} />
          </Section>
        </Stack>

        {plan.repeating ? (
          <PlanSummaryPanel plan={plan} booking={state} service={selectedService} errorRef={errorRef} submitting={formState.isSubmitting} />
        ) : (
          <BookingSummaryPanel
            service={selectedService}
            when={date && date >= today ? `${formatDay(`${date}T${time || '00:00'}`)} at ${slotLabel(time || '09:00')}` : 'Pick a date'}
            serviceId={serviceId}
            hours={Number(hours)}
            error={submitError}
            errorRef={errorRef}
            submitting={formState.isSubmitting}
            onBookNow={() => void handleSubmit(onBookNow)()}
            matchingPreview={<BookMatchingPreview serviceId={serviceId} date={date} time={time} hours={Number(hours)} zipCode={zipCode ?? ''} />}
          />
        )}
      </Box>
    </Container>
  );
}
