import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/ui/PageTitle';
import { formatDay, formatDayTimeInWords } from '../../../components/booking/format';
import type { BookingFormInput } from '../bookingForm';
import { BookingSummaryPanel } from '../BookParts';
import { AddressFields, NotesField, ScheduleFields, ServiceField } from '../BookingFields';
import { useBookingForm } from '../useBookingForm';
import { Conversation, type ThreadMessage } from './Conversation';
import {
  EMPTY_VALUES,
  FORM_FIELD_OF,
  LOW_CONFIDENCE,
  PARSE_FIELDS,
  describeUnderstood,
  forgetPendingRequest,
  missingFields,
  questionFor,
  readPendingRequest,
  readingNote,
  valuesFromParse,
  type AssistantValues,
  type ParseField,
  type ParseResult,
} from './assistantModel';
import { useParseRequest } from './useParseRequest';

const GREETING =
  'Hi! Tell me what you need cleaned, when, for how long and where, in your own words. For example: "Deep clean my 2-bedroom at 120 Valencia St, San Francisco 94110 next Friday 10am for 3 hours".';

/** The form's values as the assistant reads them ('' / NaN while unknown). */
function assistantValues(values: Partial<BookingFormInput>): AssistantValues {
  return {
    serviceId: values.serviceId ?? '',
    date: values.date ?? '',
    time: values.time ?? '',
    hours: typeof values.hours === 'number' ? values.hours : Number.NaN,
    address: values.address ?? '',
    city: values.city ?? '',
    zipCode: values.zipCode ?? '',
  };
}

/**
 * /book-ai (customer): booking in plain words. The customer writes a sentence; the page
 * parses it with `parseBookingRequest` (in the browser's time zone; the server prefers the zip
 * code's) and fills the booking form's fields, which stay editable. For each field still missing
 * it asks one question at a time in the thread; an answer is parsed again, or set into the field
 * asked about. The summary shows the quote (member and regular price) and goes on exactly as /book:
 * "Choose your cleaner" (/customer/select-cleaner with the draft) or "Book now"; it words the start
 * ("Tuesday, December 8 at 9:00 AM") and says how it was read when the words allowed another day or
 * named a time already past. A request parsed
 * on /ai-demo before signing in is picked up from sessionStorage (assistantModel.ts).
 */
export default function BookAiPage() {
  const { parse, loading: parsing } = useParseRequest();
  const [pending] = useState(() => readPendingRequest());
  const restored = useRef(false);
  const nextId = useRef(1);
  const [messages, setMessages] = useState<ThreadMessage[]>(() => [{ id: 0, from: 'assistant', text: GREETING }]);
  const [asking, setAsking] = useState<ParseField | null>(null);
  const [unsure, setUnsure] = useState<Partial<Record<ParseField, boolean>>>({});
  /** How the start was read, shown beside the summary until the customer changes the date or time. */
  const [whenNote, setWhenNote] = useState<string | null>(null);
  const state = useBookingForm({ ...EMPTY_VALUES, notes: '' });
  const { form, services, selectedService, serviceId, hours, date, time, today, submitError, errorRef, onChoose, onBookNow } = state;
  const { handleSubmit, setValue, getValues, clearErrors, watch, formState } = form;

  // A field the customer edits by hand is theirs: its "please check" mark goes.
  useEffect(() => {
    const subscription = watch((_, { name, type }) => {
      if (!name || type !== 'change') return;
      const parseField = PARSE_FIELDS.find((f) => FORM_FIELD_OF[f] === name || (f === 'scheduledAt' && name === 'time'));
      if (parseField) setUnsure((prev) => (prev[parseField] ? { ...prev, [parseField]: false } : prev));
      if (parseField === 'scheduledAt') setWhenNote(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const say = useCallback((from: ThreadMessage['from'], text: string, error?: boolean) => {
    const id = nextId.current++;
    setMessages((prev) => [...prev, { id, from, text, error }]);
  }, []);

  /** Puts a parse into the fields and answers: what was understood, then the next question. */
  const apply = useCallback(
    (result: ParseResult, asked: ParseField | null) => {
      const set = valuesFromParse(result, asked);
      for (const [key, value] of Object.entries(set) as [keyof AssistantValues, string | number][]) {
        setValue(key, value as never, { shouldDirty: true });
        clearErrors(key);
      }
      const merged = { ...assistantValues(getValues()), ...set };
      setUnsure((prev) => {
        const next = { ...prev };
        for (const field of PARSE_FIELDS) {
          if (set[FORM_FIELD_OF[field]] === undefined) continue;
          const confidence = result.confidence[field];
          next[field] = typeof confidence === 'number' && confidence < LOW_CONFIDENCE;
        }
        return next;
      });
      const understood = describeUnderstood(
        set,
        merged,
        (id) => services.find((s) => s.id === id)?.name ?? result.parsed.serviceName,
        formatDay,
      );
      const missing = missingFields(merged);
      const note = readingNote(result, (iso) => formatDayTimeInWords(iso));
      if (set.date || result.reading?.kind === 'TOO_SOON') setWhenNote(note);
      const parts: string[] = [];
      if (understood.length > 0) parts.push(`Got it: ${understood.join(' · ')}.`);
      if (note) parts.push(note);
      else if (understood.length === 0) parts.push(asked ? "Sorry, I didn't catch that." : "I couldn't find booking details in that. You can also fill in the fields below.");
      const next = missing[0] ?? null;
      parts.push(next ? questionFor(next, merged) : "That's everything I need. Check the details, then choose your cleaner or book now.");
      setAsking(next);
      say('assistant', parts.join(' '));
    },
    [clearErrors, getValues, say, services, setValue],
  );

  // A request parsed on /ai-demo before signing in: shown as the first message, once.
  useEffect(() => {
    if (!pending || restored.current) return;
    restored.current = true;
    forgetPendingRequest();
    say('you', pending.text);
    apply(pending, null);
  }, [apply, pending, say]);

  const onSend = async (text: string): Promise<boolean> => {
    say('you', text);
    const values = assistantValues(getValues());
    const stillAsking = asking && missingFields(values).includes(asking) ? asking : null;
    // An answer to "what time?" is read on the day already chosen.
    const referenceTime =
      stillAsking === 'scheduledAt' && values.date && !values.time ? new Date(`${values.date}T00:00`).toISOString() : undefined;
    const outcome = await parse(text, referenceTime);
    if (!outcome.ok) {
      say('assistant', `I couldn't read that just now: ${outcome.message} Please try again.`, true);
      return false;
    }
    apply(outcome.result, stillAsking);
    return true;
  };

  const unsureHint = (field: ParseField) => (unsure[field] ? 'Please check: I was not sure about this.' : undefined);
  const hints = {
    serviceId: unsureHint('serviceId'),
    date: unsureHint('scheduledAt'),
    hours: unsureHint('durationHours'),
    address: unsureHint('address'),
    city: unsureHint('city'),
    zipCode: unsureHint('zipCode'),
  };

  const composerLabel = asking ? 'Your answer' : messages.length > 1 ? 'Anything to change?' : 'Describe your cleaning';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="AI booking assistant" />
      <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          AI booking assistant
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          Say what you need in your own words. The assistant fills in the booking for you to check.
        </Typography>
      </Box>

      <Box
        component="form"
        noValidate
        aria-label="Booking details"
        aria-busy={formState.isSubmitting}
        onSubmit={handleSubmit(onChoose)}
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Conversation messages={messages} busy={parsing} composerLabel={composerLabel} onSend={onSend} />

          <Paper component="section" variant="outlined" aria-labelledby="ai-details-title" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <Typography id="ai-details-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              What I understood
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
              Every field can be changed here too.
            </Typography>
            <Stack spacing={2}>
              <ServiceField state={state} hints={hints} defaultHelp=" " />
              <ScheduleFields state={state} hints={hints} unset />
              <AddressFields state={state} hints={hints} />
              <NotesField state={state} minRows={2} />
            </Stack>
          </Paper>
        </Stack>

        <BookingSummaryPanel
          service={selectedService}
          when={date && date >= today && time ? formatDayTimeInWords(`${date}T${time}`) : 'Pick a date and time'}
          whenNote={whenNote}
          serviceId={serviceId}
          hours={Number(hours)}
          error={submitError}
          errorRef={errorRef}
          submitting={formState.isSubmitting}
          onBookNow={() => void handleSubmit(onBookNow)()}
        />
      </Box>
    </Container>
  );
}
