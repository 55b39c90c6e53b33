import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { graphql } from '../../gql';
import { formatDateTime } from '../../components/booking/format';
import {
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_MESSAGE_MAX as MESSAGE_MAX,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  isTicketCategory,
  isTicketPriority,
  ticketMessage,
  ticketSubject,
} from '../../../../schema/tickets';
import { FormFailure } from '../../components/ui/FormDialogParts';
import { useToast } from '../../lib/toast';
import { TicketChoiceField, TicketSubjectField } from './TicketFormFields';
import { useCreateTicket } from './ticketMutations';

/** The customer's own bookings to attach (same `bookings(scope: MINE)` query family as /customer/bookings), newest first. */
const NewTicketBookingsQuery = graphql(`
  query NewTicketBookings($pageSize: Int!) {
    bookings(scope: MINE, page: 1, pageSize: $pageSize) {
      items {
        id
        scheduledAt
        statusLabel
        service {
          id
          name
        }
      }
      total
      page
      pageSize
      hasMore
    }
  }
`);

/** A booking named in `?bookingId=` that is not among the newest ones above. */
const NewTicketBookingQuery = graphql(`
  query NewTicketBooking($id: ID!) {
    booking(id: $id) {
      id
      scheduledAt
      statusLabel
      service {
        id
        name
      }
    }
  }
`);

const BOOKING_PAGE_SIZE = 50;

/** The form's rules: subject and message are the server's (schema/tickets.ts). */
const newTicketSchema = z.object({
  subject: ticketSubject,
  category: z.string().refine(isTicketCategory, 'Please choose a category'),
  priority: z.string().refine(isTicketPriority, 'Please choose a priority'),
  bookingId: z.string(),
  message: ticketMessage,
});

type NewTicketValues = z.input<typeof newTicketSchema>;
type NewTicketOutput = z.output<typeof newTicketSchema>;
const FIELDS = ['subject', 'category', 'priority', 'bookingId', 'message'] as const;

/**
 * "New ticket" dialog of /customer/tickets (docs/decisions/0021): subject (3 to 200 characters), category,
 * priority (normal by default), one of the customer's bookings (optional; preselected from
 * `?bookingId=`) and the first message. Checked with zod before sending; server field errors show
 * on their fields. On success the customer lands on the new ticket's page.
 */
export function NewTicketDialog({ open, bookingId, onClose }: { open: boolean; bookingId: string | null; onClose: () => void }) {
  return open ? <NewTicketForm key={bookingId ?? 'none'} bookingId={bookingId} onClose={onClose} /> : null;
}

function NewTicketForm({ bookingId, onClose }: { bookingId: string | null; onClose: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  const navigate = useNavigate();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const [create, { loading }] = useCreateTicket();

  const bookings = useQuery(NewTicketBookingsQuery, { variables: { pageSize: BOOKING_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const items = bookings.data?.bookings.items ?? [];
  const missing = Boolean(bookingId) && !!bookings.data && !items.some((b) => b.id === bookingId);
  const extra = useQuery(NewTicketBookingQuery, { variables: { id: bookingId ?? '' }, skip: !missing });
  const options = extra.data?.booking && missing ? [extra.data.booking, ...items] : items;

  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewTicketValues, unknown, NewTicketOutput>({
    resolver: zodResolver(newTicketSchema),
    defaultValues: { subject: '', category: bookingId ? 'booking' : '', priority: 'normal', bookingId: bookingId ?? '', message: '' },
    mode: 'onTouched',
  });

  const busy = loading || isSubmitting;
  const close = () => {
    if (!busy) onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await create({
      subject: values.subject,
      category: values.category,
      priority: values.priority,
      // A preselected booking that turned out not to be theirs is left out rather than refused.
      bookingId: values.bookingId && (options.some((b) => b.id === values.bookingId) || bookings.loading || extra.loading) ? values.bookingId : null,
      message: values.message,
    });
    if (result.ok) {
      toast.success(`Ticket #${result.data.number} was created. Our support team will reply here.`);
      navigate(`/customer/tickets/${result.data.id}`);
      return;
    }
    let placed = false;
    for (const [field, message] of Object.entries(result.fields)) {
      const name = FIELDS.find((f) => f === field);
      if (name) {
        setError(name, { message });
        placed = true;
      }
    }
    setFormError(placed ? 'Please correct the highlighted fields.' : result.message);
  });

  const bookingHelp = bookings.error
    ? "We couldn't load your bookings. You can still send the ticket without one."
    : bookings.loading && !bookings.data
      ? 'Loading your bookings...'
      : options.length === 0
        ? 'You have no bookings yet.'
        : 'Optional: the booking this is about.';

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} aria-describedby={descriptionId} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          New support ticket
        </DialogTitle>
        <DialogContent dividers>
          <DialogContentText id={descriptionId} sx={{ mb: 2.5 }}>
            Tell us what happened. Our support team replies in the ticket and you get a notification.
          </DialogContentText>
          <Stack spacing={2.5}>
            <FormFailure message={formError} />
            <TicketSubjectField registration={register('subject')} fieldError={errors.subject} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TicketChoiceField control={control} name="category" label="Category" required choices={TICKET_CATEGORIES} labels={TICKET_CATEGORY_LABELS} />
              <TicketChoiceField control={control} name="priority" label="Priority" choices={TICKET_PRIORITIES} labels={TICKET_PRIORITY_LABELS} />
            </Stack>
            <Controller
              name="bookingId"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Booking"
                  name={field.name}
                  value={options.some((b) => b.id === field.value) ? field.value : ''}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? bookingHelp}
                  slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                >
                  <MenuItem value="">No booking</MenuItem>
                  {options.map((b) => (
                    <MenuItem key={b.id} value={b.id}>
                      {`${b.service.name}, ${formatDateTime(b.scheduledAt)} (${b.statusLabel})`}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label="Message"
              required
              multiline
              minRows={4}
              maxRows={14}
              {...register('message')}
              error={Boolean(errors.message)}
              helperText={errors.message?.message ?? `Up to ${MESSAGE_MAX.toLocaleString('en-US')} characters`}
              slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Create ticket
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
