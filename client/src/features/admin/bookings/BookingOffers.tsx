/**
 * Every request of a booking to a cleaner, for admins (docs/decisions/0027:
 * "Admins see every offer on the booking timeline (who, when, outcome)"): in the order asked, the
 * cleaner's display name, when they were asked, when they answered and the outcome (accepted,
 * declined, expired, withdrawn, or pending with its deadline counting down). Data: `Booking.offers`
 * of GraphQL `booking(id)`.
 */
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../components/booking/format';
import { formatAnswerBy, formatTimeLeft, useNow } from '../../../components/booking/timeLeft';
import { graphql } from '../../../gql';
import type { BookingOffers_BookingFragment, OfferOutcome } from '../../../gql/graphql';

export const BookingOffers_booking = graphql(`
  fragment BookingOffers_booking on Booking {
    id
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

type OfferItem = BookingOffers_BookingFragment['offers'][number];

const OUTCOMES: Record<OfferOutcome, { label: string; color: NonNullable<ChipProps['color']> }> = {
  pending: { label: 'Pending', color: 'info' },
  accepted: { label: 'Accepted', color: 'success' },
  declined: { label: 'Declined', color: 'error' },
  expired: { label: 'Expired', color: 'warning' },
  withdrawn: { label: 'Withdrawn', color: 'default' },
};

/** The list of a booking's requests, oldest first; a one-line note when no cleaner was asked. */
export function BookingOffers({ booking }: { booking: BookingOffers_BookingFragment }) {
  const offers = booking.offers;
  if (offers.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No cleaner has been asked for this booking directly.
      </Typography>
    );
  }
  const ordered = [...offers].sort((a, b) => Date.parse(a.askedAt) - Date.parse(b.askedAt) || a.rank - b.rank);
  return (
    <Box component="ol" aria-label="Requests to cleaners" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {ordered.map((offer) => (
        <OfferRow key={offer.id} offer={offer} />
      ))}
    </Box>
  );
}

function OfferRow({ offer }: { offer: OfferItem }) {
  const outcome = OUTCOMES[offer.outcome] ?? OUTCOMES.withdrawn;
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {offer.cleanerName}
        </Typography>
        <Chip size="small" color={outcome.color} variant={offer.outcome === 'withdrawn' ? 'outlined' : 'filled'} label={outcome.label} sx={{ fontWeight: 600 }} />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
        Asked {formatDateTime(offer.askedAt)}
        {offer.answeredAt ? ` · Answered ${formatDateTime(offer.answeredAt)}` : ''}
      </Typography>
      {offer.outcome === 'pending' && <PendingDeadline expiresAt={offer.expiresAt} />}
    </Box>
  );
}

/** "Answer by 3:45 PM (12 min left)" for the request being asked now; the text changes once a minute. */
function PendingDeadline({ expiresAt }: { expiresAt: string }) {
  const now = useNow(1000);
  return (
    <Typography variant="caption" component="p" sx={{ m: 0, fontWeight: 600 }}>
      {formatAnswerBy(expiresAt)} ({formatTimeLeft(expiresAt, now)})
    </Typography>
  );
}
