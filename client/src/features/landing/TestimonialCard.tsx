import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import VerifiedIcon from '@mui/icons-material/Verified';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { graphql } from '../../gql';
import type { TestimonialCard_ReviewFragment } from '../../gql/graphql';
import { initials } from '../../lib/format';
import { StarRating } from '../../components/ui/StarRating';

/** Fields a testimonial card renders. */
export const TestimonialCard_review = graphql(`
  fragment TestimonialCard_review on PublicReview {
    id
    reviewerName
    reviewType
    badge
    roleLabel
    comment
    rating
    serviceType
    cleanerName
    cleanerRating
    createdAt
  }
`);

/** One customer or professional review with its badge ('Pro Review' for admin reviews, else 'Verified'). */
export function TestimonialCard({ review }: { review: TestimonialCard_ReviewFragment }) {
  const isPro = review.reviewType === 'admin';
  const name = review.reviewerName?.trim() || 'Anonymous Customer';
  const badge = review.badge || (isPro ? 'Pro Review' : 'Verified');
  const role = review.roleLabel || (isPro ? 'Professional Review' : 'Verified Customer');
  const service = review.serviceType?.trim() || 'Cleaning Service';
  const rating = review.rating || 5;
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <StarRating value={rating} size="small" label={`${rating} out of 5 stars`} />
          <Chip
            size="small"
            icon={isPro ? <WorkspacePremiumIcon /> : <VerifiedIcon />}
            color={isPro ? 'secondary' : 'success'}
            variant="outlined"
            label={badge}
          />
        </Stack>
        <Box sx={{ position: 'relative', flex: 1 }}>
          <FormatQuoteIcon sx={{ position: 'absolute', top: -6, left: -4, color: 'divider', fontSize: 36 }} aria-hidden />
          <Typography component="blockquote" sx={{ m: 0, pl: 3.5 }}>
            {review.comment}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {service}
          {review.cleanerName ? ` · cleaned by ${review.cleanerName}` : ''}
          {review.cleanerName && review.cleanerRating ? ` (${review.cleanerRating.toFixed(1)}★)` : ''}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: isPro ? 'secondary.main' : 'primary.main', width: 40, height: 40 }}>{initials(name)}</Avatar>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {role}
            </Typography>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
