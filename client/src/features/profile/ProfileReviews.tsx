import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { QueryErrorState, StateMessage } from '../../components/ui/StateMessage';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { formatDate } from '../../lib/format';
import { graphql } from '../../gql';
import { Pager } from '../../components/ui/Pager';
import { StarRating } from '../../components/ui/StarRating';

const ProfileReviewsQuery = graphql(`
  query ProfileReviews($page: Int!, $limit: Int!) {
    myReviews(page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        rating
        comment
        serviceName
        reviewerName
        cleanerName
        badge
        createdAt
      }
    }
  }
`);

const PAGE_SIZES = [5, 10, 20];

/**
 * The signed-in user's reviews, newest first, paged (docs/decisions/0019; `myReviews`): a customer's reviews
 * written ("for" the cleaner) or a cleaner's reviews received ("by" the reviewer), each with its
 * stars, comment, service and date.
 */
export function ProfileReviews({ kind }: { kind: 'written' | 'received' }) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(PAGE_SIZES[0]!);
  const { data, previousData, loading, error, refetch } = useQuery(ProfileReviewsQuery, {
    variables: { page, limit },
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.myReviews;

  if (error && !result) {
    return <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load your reviews" />;
  }
  if (!result) {
    return (
      <Stack spacing={1.5} role="status" aria-busy="true">
        <VisuallyHidden>Loading reviews</VisuallyHidden>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={88} />
        ))}
      </Stack>
    );
  }
  if (result.total === 0) {
    return (
      <StateMessage
        icon={<RateReviewOutlined />}
        headingLevel="h3"
        title="No reviews yet"
        description={
          kind === 'written'
            ? 'After a completed booking you can rate your cleaner; your reviews show up here.'
            : 'Reviews customers leave after your completed jobs show up here.'
        }
      />
    );
  }

  return (
    <Box>
      <Box sx={{ height: 4, mb: 1 }}>{loading && <LinearProgress aria-label="Loading reviews" />}</Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {result.items.map((review) => (
          <Box component="li" key={review.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <StarRating value={review.rating} size="small" />
              <VisuallyHidden>{`Rated ${review.rating} out of 5.`}</VisuallyHidden>
              <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
                {review.serviceName}
              </Typography>
              {kind === 'received' && <Chip size="small" variant="outlined" label={review.badge} />}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {kind === 'written'
                ? `${review.cleanerName ? `For ${review.cleanerName}, ` : ''}${formatDate(review.createdAt)}`
                : `By ${review.reviewerName}, ${formatDate(review.createdAt)}`}
            </Typography>
            {review.comment ? (
              <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.comment}</Typography>
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, fontStyle: 'italic' }}>
                No comment.
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      <Pager
        page={result.page}
        limit={result.limit}
        total={result.total}
        sizes={PAGE_SIZES}
        label="Reviews per page:"
        onPage={setPage}
        onLimit={(size) => {
          setLimit(size);
          setPage(1);
        }}
        sx={{ '& .MuiTablePagination-toolbar': { px: 0 } }}
      />
    </Box>
  );
}
