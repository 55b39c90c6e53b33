/**
 * Small read-only pieces of /admin/reviews, shared by the all-reviews table, the statistics and the
 * cleaner's reviews dialog: the review's badge, its stars and its state chips.
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import StarRounded from '@mui/icons-material/StarRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import type { Review } from './reviewAdminModel';
import { StarRating } from '../../../components/ui/StarRating';

/** 'Pro Review' (admin) or 'Verified' (customer) badge (spec section 3). */
export function ReviewBadge({ review }: { review: Pick<Review, 'reviewType' | 'badge'> }) {
  const pro = review.reviewType === 'admin';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={pro ? 'secondary' : 'success'}
      icon={pro ? <WorkspacePremiumRounded /> : <VerifiedRounded />}
      label={review.badge || (pro ? 'Pro Review' : 'Verified')}
    />
  );
}

/** A read-only star rating, named for screen readers ("4 out of 5 stars"). */
export function Stars({ value, precise = false }: { value: number; precise?: boolean }) {
  const shown = precise ? value : Math.round(value);
  return <StarRating value={shown} size="small" label={`${precise ? value.toFixed(1) : shown} out of 5 stars`} />;
}

/** Featured, and public or hidden. */
export function StateChips({ review }: { review: Pick<Review, 'featured' | 'hidden'> }) {
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {review.featured && <Chip size="small" color="primary" icon={<StarRounded />} label="Featured" />}
      {review.hidden ? <Chip size="small" color="warning" variant="outlined" label="Hidden" /> : <Chip size="small" variant="outlined" label="Public" />}
    </Stack>
  );
}
