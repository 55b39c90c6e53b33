import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { StarRating } from '../../components/ui/StarRating';

/**
 * The cleaner's rating on /cleaner/profile (docs/decisions/0019; `me.cleanerProfile.ratingAverage` and
 * `ratingCount`): the mean of their visible reviews with stars and the count, or "New" before the
 * first review.
 */
export function RatingSummary({ average, count }: { average: number; count: number }) {
  if (count === 0) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
          New
        </Typography>
        <Typography color="text.secondary">No reviews yet: your rating appears after your first reviewed job.</Typography>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="p" variant="h4" sx={{ fontWeight: 800 }}>
        {average.toFixed(1)}
        <VisuallyHidden> out of 5</VisuallyHidden>
      </Typography>
      <Box>
        <StarRating value={average} />
        <Typography variant="body2" color="text.secondary">
          {count.toLocaleString('en-US')} {count === 1 ? 'review' : 'reviews'}
        </Typography>
      </Box>
    </Stack>
  );
}
