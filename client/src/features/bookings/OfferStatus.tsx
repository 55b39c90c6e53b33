/**
 * The live request cascade on the customer's booking page (docs/decisions/0027):
 * who is being asked and how long they have ("Asking Maria G. · 12 min left", or during a wave
 * "Asking 3 cleaners near you · 4 min left", issue 31), an instant booking confirmed at once, what happened
 * before ("Maria G. declined, asking James C.", "did not answer"), the open board once the cascade
 * gave up ("Looking for a cleaner: open to all nearby cleaners"), and the booking cancelled because
 * nobody accepted in time, with "Book again". It re-renders from the booking the page's
 * `bookingUpdated` subscription keeps current, so it changes without a reload.
 */
import { AWAITING_CLEANER_BOOKING_STATUSES, isBookingStatusIn, UNFILLED_CANCELLATION_REASON } from '../../../../schema/vocabulary';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BoltRounded from '@mui/icons-material/BoltRounded';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import { graphql } from '../../gql';
import type { OfferStatus_BookingFragment } from '../../gql/graphql';
import { formatTime } from '../../components/booking/format';
import { formatTimeLeft, isPast, msLeft, useNow } from '../../components/booking/timeLeft';

export const OfferStatus_booking = graphql(`
  fragment OfferStatus_booking on Booking {
    id
    status
    matching {
      mode
      askedCount
      expiresAt
      requested
    }
    fallbackToBest
    openedToBoardAt
    cancellationReason
    currentOffer {
      cleanerId
      cleanerName
      askedAt
      expiresAt
    }
    offers {
      id
      cleanerId
      cleanerName
      rank
      askedAt
      expiresAt
      answeredAt
      outcome
    }
  }
`);


type Offer = OfferStatus_BookingFragment['offers'][number];

/** True when the booking was cancelled because no cleaner accepted it before the start (cascade.service.ts `cancelUnfilled`). */
export function isCancelledUnfilled(booking: OfferStatus_BookingFragment): boolean {
  return booking.status === 'cancelled' && booking.cancellationReason === UNFILLED_CANCELLATION_REASON;
}

/** What happened to an answered offer: "declined", "did not answer", "accepted", "was withdrawn". */
function outcomeVerb(offer: Offer): string {
  switch (offer.outcome) {
    case 'accepted':
      return 'accepted';
    case 'declined':
      return 'declined';
    case 'expired':
      return 'did not answer';
    case 'withdrawn':
      return 'was no longer asked';
    default:
      return 'is being asked';
  }
}

/** The offers in the order they were made. */
function inOrder(offers: readonly Offer[]): Offer[] {
  return [...offers].sort((a, b) => a.askedAt.localeCompare(b.askedAt) || a.rank - b.rank);
}

/**
 * One sentence per answered offer, oldest first: "Maria G. declined, asking James C.", "James C.
 * did not answer.", "Maria G. accepted."
 */
export function offerHistory(offers: readonly Offer[]): { id: string; at: string; text: string }[] {
  const ordered = inOrder(offers);
  return ordered
    .filter((offer) => offer.outcome !== 'pending')
    .map((offer) => {
      const next = ordered[ordered.indexOf(offer) + 1];
      const verb = outcomeVerb(offer);
      const text = next && offer.outcome !== 'accepted' ? `${offer.cleanerName} ${verb}, asking ${next.cleanerName}` : `${offer.cleanerName} ${verb}`;
      // A sentence ends with one full stop, also after an initial ("asking James C.").
      return { id: offer.id, at: offer.answeredAt ?? offer.expiresAt, text: text.endsWith('.') ? text : `${text}.` };
    });
}

/** "Asking 3 cleaners near you": a wave of several requests at once (docs/decisions/0045). */
export function waveHeadline(askedCount: number): string {
  return `Asking ${askedCount} cleaners near you`;
}

/** True while several cleaners are asked at once (a wave); the first to accept gets the booking. */
export function isWave(booking: OfferStatus_BookingFragment): boolean {
  return booking.matching.mode === 'request' && booking.matching.askedCount > 1;
}

/**
 * The headline: who is asked now, after whom ("Asking 3 cleaners near you" during a wave); or the
 * open board. Null when there is nothing to say (an instant booking is confirmed already).
 */
export function offerHeadline(booking: OfferStatus_BookingFragment): string | null {
  if (booking.matching.mode === 'instant') return null;
  if (isWave(booking)) return waveHeadline(booking.matching.askedCount);
  const current = booking.currentOffer;
  if (current) {
    const answered = inOrder(booking.offers).filter((offer) => offer.outcome !== 'pending' && offer.outcome !== 'accepted');
    const last = answered[answered.length - 1];
    return last ? `${last.cleanerName} ${outcomeVerb(last)}, asking ${current.cleanerName}` : `Asking ${current.cleanerName}`;
  }
  if (booking.openedToBoardAt) return 'Looking for a cleaner: open to all nearby cleaners';
  return null;
}

/**
 * The cascade's state for the customer: shown while the booking waits for a cleaner and has a
 * request or the open board to tell about, with the history of answers; or the "cancelled,
 * nobody accepted" message with "Book again".
 */
export function OfferStatus({ booking }: { booking: OfferStatus_BookingFragment }) {
  const waiting = isBookingStatusIn(AWAITING_CLEANER_BOOKING_STATUSES, booking.status);
  if (isCancelledUnfilled(booking)) {
    return (
      <Alert
        severity="warning"
        sx={{ mb: 3 }}
        action={
          <Button component={RouterLink} to="/book" color="inherit" size="small" sx={{ fontWeight: 700 }}>
            Book again
          </Button>
        }
      >
        <AlertTitle>No cleaner could take this booking</AlertTitle>
        Nobody accepted it in time, so we cancelled it and refunded any payment in full. Please book again, at another time
        if you can.
      </Alert>
    );
  }
  if (booking.matching.mode === 'instant' && booking.status === 'confirmed') {
    return (
      <Alert severity="success" icon={<BoltRounded />} sx={{ mb: 3 }}>
        <AlertTitle>Confirmed</AlertTitle>
        Your cleaner has instant booking on and this booking fitted their rules, so it was confirmed at once. No need to wait for an answer.
      </Alert>
    );
  }
  const headline = offerHeadline(booking);
  if (!waiting || !headline) return null;
  return <LiveOffer booking={booking} headline={headline} />;
}

function LiveOffer({ booking, headline }: { booking: OfferStatus_BookingFragment; headline: string }) {
  const now = useNow(1000);
  const current = booking.currentOffer;
  const wave = isWave(booking);
  const history = offerHistory(booking.offers);
  const cascades = booking.matching.requested === 'best' || booking.fallbackToBest;
  // The countdown runs to the last pending deadline (a wave's requests share one).
  const expiresAt = current ? (booking.matching.expiresAt ?? current.expiresAt) : null;
  const total = current && expiresAt ? Math.max(1, Date.parse(expiresAt) - Date.parse(current.askedAt)) : 1;
  const left = expiresAt ? msLeft(expiresAt, now) : 0;

  return (
    <Box
      component="section"
      aria-label="Request status"
      sx={{ mb: 3, p: { xs: 2, sm: 2.5 }, borderRadius: 3, border: 1, borderColor: 'info.light', bgcolor: 'background.paper' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box aria-hidden sx={{ color: 'info.main', display: 'flex', pt: 0.25 }}>
          <PersonSearchRounded />
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {/* Only the headline is announced: it changes when someone answers, not every second. */}
            <span role="status" aria-live="polite">
              {headline}
            </span>
            {expiresAt && (
              <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                {' · '}
                {isPast(expiresAt, now) ? 'time is up, moving on…' : formatTimeLeft(expiresAt, now)}
              </Box>
            )}
          </Typography>
          {current && expiresAt && (
            <>
              <Box aria-hidden sx={{ mt: 1, height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}>
                <Box
                  sx={{
                    height: '100%',
                    width: `${Math.round((left / total) * 1000) / 10}%`,
                    bgcolor: 'info.main',
                    transition: 'width 1s linear',
                  }}
                />
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                {wave ? (
                  <>
                    The first of them to accept gets your booking. They have until {formatTime(expiresAt)}; if none can take it, we ask the
                    next cleaners.
                  </>
                ) : (
                  <>
                    {current.cleanerName} has until {formatTime(expiresAt)} to accept.{' '}
                    {cascades
                      ? "If they can't take it, we ask the next best cleaner."
                      : "If they can't take it, we'll let you know so you can choose again."}
                  </>
                )}
              </Typography>
            </>
          )}
          {!current && booking.openedToBoardAt && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              Every nearby cleaner free at that time can accept it now. We&apos;ll let you know as soon as one does.
            </Typography>
          )}
          {history.length > 0 && (
            <Box component="ol" aria-label="Requests so far" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
              {history.map((line) => (
                <Typography component="li" variant="body2" key={line.id} sx={{ color: 'text.secondary' }}>
                  <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', mr: 1 }}>
                    {formatTime(line.at)}
                  </Box>
                  {line.text}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
