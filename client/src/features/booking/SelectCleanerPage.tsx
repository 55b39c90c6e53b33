/**
 * "Choose your cleaner" (/customer/select-cleaner, docs/decisions/0027): the step
 * after /book's service, time and address. The draft comes in the router state (bookingDraft.ts).
 * Shows the cleaners free at that time, ranked and explained (`recommendationsByZip`), with two
 * ways on: "Choose <name>" (the request goes to that cleaner; with the checkbox, the next best is
 * asked if they can't take it) and "Best available" (the system asks the top match first). Before
 * booking it says which way the booking will go (matchingPreview.ts, issue 31): "Confirmed at once
 * by <name>" for an instant cleaner, a wave of requests, or the open board. With
 * no free cleaner it says so and offers nearby times that have one. Either way the booking is
 * created with `createBooking` and the customer goes on to its page, as from /book.
 */
import { useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import EditLocationAltRounded from '@mui/icons-material/EditLocationAltRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import { CategoryIcon } from '../../components/booking/categoryIcon';
import { formatDay, formatHours } from '../../components/booking/format';
import { PageTitle } from '../../components/ui/PageTitle';
import { QueryErrorState, StateMessage } from '../../components/ui/StateMessage';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { errorMessage, errorType } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { draftInput, draftMatchInput, readDraft, type BookingDraft, type DraftState } from './bookingDraft';
import { useCreateBooking } from './bookingMutations';
import { CleanerMatchCard, CleanerMatchCardSkeleton } from './CleanerMatchCard';
import { NearbyTimes, timeLabel } from './NearbyTimes';
import { SelectCleanerRecommendationsQuery } from './selectCleanerDocuments';
import { bestAvailableText, bookedText, OPEN_BOARD_TEXT } from './matchingPreview';
import { shortPersonName } from '../../../../schema/format';

/** Cards per page; "Show more cleaners" adds as many. */
const PAGE_SIZE = 6;

/** What is being booked: a chosen cleaner's id, the best available, or the open board. */
type Pending = { kind: 'cleaner'; cleanerId: string } | { kind: 'best' } | { kind: 'open' } | null;

export default function SelectCleanerPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const draft = readDraft(location.state);

  if (!draft) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <PageTitle title="Choose your cleaner" />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 3 }}>
          Choose your cleaner
        </Typography>
        <StateMessage
          icon={<PersonSearchRounded />}
          title="Start with your booking details"
          description="Tell us the service, the time and the address first; then we show the cleaners free to take it."
          actions={
            <Button component={RouterLink} to="/book" variant="contained">
              Book a cleaning
            </Button>
          }
        />
      </Container>
    );
  }

  return (
    <ChooseCleaner
      draft={draft}
      onDraftChange={(next) => navigate(location.pathname, { replace: true, state: { draft: next } satisfies DraftState })}
    />
  );
}

function ChooseCleaner({ draft, onDraftChange }: { draft: BookingDraft; onDraftChange: (draft: BookingDraft) => void }) {
  const navigate = useNavigate();
  const notify = useToast();
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [pending, setPending] = useState<Pending>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const errorRef = useRef<HTMLDivElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [createBooking] = useCreateBooking();

  const { data, previousData, loading, error, refetch } = useQuery(SelectCleanerRecommendationsQuery, {
    variables: { input: draftMatchInput(draft), page: 1, limit },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.recommendationsByZip;
  const firstLoad = loading && !page;
  const when = timeLabel(draft.date, draft.time);

  const book = async (choice: NonNullable<Pending>, fallbackToBest = false, name = '') => {
    setSubmitError(null);
    setPending(choice);
    const matching =
      choice.kind === 'cleaner'
        ? { cleanerId: choice.cleanerId, fallbackToBest }
        : choice.kind === 'best'
          ? { matching: 'best' as const }
          : {};
    const outcome = await createBooking({ input: { ...draftInput(draft), ...matching } });
    setPending(null);
    if (outcome.ok) {
      const day = formatDay(outcome.data.scheduledAt);
      const mode = outcome.data.matching.mode;
      notify.success(
        choice.kind === 'cleaner' && mode === 'request'
          ? `Request sent to ${name} for ${day}. We'll let you know as soon as they accept.`
          : bookedText(mode, day, outcome.data.cleaner?.fullName ? shortPersonName(outcome.data.cleaner.fullName) : null),
      );
      navigate(`/customer/bookings/${outcome.data.id}`);
      return;
    }
    setSubmitError(outcome.message);
    // A cleaner may have been taken meanwhile: show who is free now.
    if (outcome.error.type === 'CONFLICT_ERROR') void refetch();
    window.requestAnimationFrame(() => errorRef.current?.focus());
  };

  const pickTime = (next: BookingDraft) => {
    setLimit(PAGE_SIZE);
    setSubmitError(null);
    onDraftChange(next);
    setAnnouncement(`Showing cleaners free on ${timeLabel(next.date, next.time)}.`);
    window.requestAnimationFrame(() => listHeadingRef.current?.focus());
  };

  const busy = pending !== null;
  const total = page?.total ?? 0;
  const items = page?.items ?? [];
  const instantCleaner = page?.instantCleanerId ? items.find((c) => c.cleanerId === page.instantCleanerId) : undefined;
  const bestText = bestAvailableText(
    page?.instantCleanerId ? (instantCleaner?.displayName ?? 'a cleaner with instant booking') : null,
    page?.waveSize ?? 1,
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Choose your cleaner" />
      <Button
        component={RouterLink}
        to="/book"
        state={{ draft } satisfies DraftState}
        startIcon={<ArrowBackRounded />}
        sx={{ mb: 2, ml: -1 }}
      >
        Change details
      </Button>
      <Box component="header" sx={{ mb: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          Choose your cleaner
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1.5 }}>
          {draft.category && <CategoryIcon category={draft.category} size={40} />}
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{draft.serviceName || 'Your booking'}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {when} · {formatHours(draft.hours)} · {draft.city} {draft.zipCode}
            </Typography>
          </Box>
        </Stack>
      </Box>

      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {announcement}
        </span>
      </VisuallyHidden>

      {submitError && (
        <Alert severity="error" ref={errorRef} tabIndex={-1} role="alert" sx={{ mb: 3 }}>
          <AlertTitle>We couldn&apos;t create your booking</AlertTitle>
          {submitError}{' '}
          <Link component={RouterLink} to="/book" state={{ draft } satisfies DraftState} sx={{ color: 'inherit', fontWeight: 700 }}>
            Change details
          </Link>
        </Alert>
      )}

      {error && !page && errorType(error) === 'VALIDATION_ERROR' ? (
        // A detail the server refuses (e.g. a zip code it does not know): trying again cannot help.
        <Box role="alert">
          <StateMessage
            icon={<EditLocationAltRounded />}
            title="Please check your booking details"
            description={errorMessage(error)}
            actions={
              <Button component={RouterLink} to="/book" state={{ draft } satisfies DraftState} variant="contained">
                Change details
              </Button>
            }
          />
        </Box>
      ) : error && !page ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the cleaners" />
      ) : firstLoad ? (
        <Box aria-busy>
          <VisuallyHidden>
            <span role="status">Finding cleaners free at that time…</span>
          </VisuallyHidden>
          <Box sx={gridSx}>
            {[0, 1, 2, 3].map((i) => (
              <CleanerMatchCardSkeleton key={i} />
            ))}
          </Box>
        </Box>
      ) : total === 0 ? (
        <StateMessage
          icon={<EventBusyRounded />}
          title="No cleaner is free at that time"
          description={`No cleaner near ${draft.zipCode} is free on ${when} for ${formatHours(draft.hours)}. Try one of these times, or book anyway and the first cleaner who frees up can take it.`}
          actions={
            <Stack spacing={2} sx={{ alignItems: 'center' }}>
              <NearbyTimes draft={draft} onPick={pickTime} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button component={RouterLink} to="/book" state={{ draft } satisfies DraftState} variant="outlined">
                  Change details
                </Button>
                <Button
                  variant="text"
                  disabled={busy}
                  onClick={() => void book({ kind: 'open' })}
                  startIcon={pending?.kind === 'open' ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
                >
                  Book anyway
                </Button>
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {OPEN_BOARD_TEXT}
              </Typography>
            </Stack>
          }
        />
      ) : (
        <Stack spacing={3}>
          <Paper
            component="section"
            aria-labelledby="best-available-heading"
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, borderColor: 'primary.main', borderWidth: 2 }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography id="best-available-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  Let us choose
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }} id="best-available-how">
                  {bestText}
                </Typography>
              </Box>
              <Button
                variant="contained"
                size="large"
                disabled={busy}
                onClick={() => void book({ kind: 'best' })}
                aria-describedby="best-available-how"
                startIcon={
                  pending?.kind === 'best' ? <CircularProgress size={18} color="inherit" aria-hidden /> : <AutoAwesomeRounded />
                }
                sx={{ flexShrink: 0, fontWeight: 700 }}
              >
                Best available
              </Button>
            </Stack>
          </Paper>

          <Box component="section" aria-labelledby="recommended-heading">
            <Typography
              id="recommended-heading"
              ref={listHeadingRef}
              tabIndex={-1}
              component="h2"
              variant="h6"
              sx={{ fontWeight: 700, outline: 'none' }}
            >
              Or choose a cleaner
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              {total} {total === 1 ? 'cleaner is' : 'cleaners are'} free on {when}, best match first.
            </Typography>
            <Box sx={gridSx} aria-busy={loading}>
              {items.map((candidate) => (
                <CleanerMatchCard
                  key={candidate.cleanerId}
                  candidate={candidate}
                  busy={pending?.kind === 'cleaner' && pending.cleanerId === candidate.cleanerId}
                  disabled={busy}
                  onChoose={(fallbackToBest) =>
                    void book({ kind: 'cleaner', cleanerId: candidate.cleanerId }, fallbackToBest, candidate.displayName)
                  }
                />
              ))}
            </Box>
            {items.length < total && (
              <Box sx={{ textAlign: 'center', mt: 3 }}>
                <Button
                  variant="outlined"
                  disabled={loading}
                  onClick={() => setLimit((n) => n + PAGE_SIZE)}
                  startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
                >
                  Show more cleaners
                </Button>
              </Box>
            )}
          </Box>
        </Stack>
      )}
    </Container>
  );
}

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;
