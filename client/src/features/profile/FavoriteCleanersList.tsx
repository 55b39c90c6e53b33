import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { QueryErrorState, StateMessage } from '../../components/ui/StateMessage';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
import { useToast } from '../../lib/toast';
import { useRemoveFavoriteCleaner } from '../../components/favorites/favoriteMutations';
import { Pager } from '../../components/ui/Pager';
import { PersonAvatar } from '../../components/ui/PersonAvatar';

const FavoriteCleanersQuery = graphql(`
  query FavoriteCleaners($page: Int, $limit: Int) {
    favoriteCleaners(page: $page, limit: $limit) {
      page
      limit
      total
      items {
        createdAt
        cleaner {
          cleanerId
          displayName
          initials
          photoUrl
          rating
          reviewCount
          completedJobs
          specialties
        }
      }
    }
  }
`);

const PAGE_SIZES = [5, 10, 20];

/**
 * The customer's favourite cleaners on /customer/profile (docs/decisions/0027; `favoriteCleaners`), most
 * recently marked first, paged, each with "Remove" behind a confirmation. Favourites are asked
 * first when the customer books.
 */
export function FavoriteCleanersList() {
  const notify = useToast();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(PAGE_SIZES[0]!);
  const [removing, setRemoving] = useState<{ cleanerId: string; name: string } | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [remove, removeState] = useRemoveFavoriteCleaner();
  const { data, previousData, loading, error, refetch } = useQuery(FavoriteCleanersQuery, {
    variables: { page, limit },
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.favoriteCleaners;
  // The last favourite of a later page was removed: show the page before.
  const emptyLaterPage = Boolean(data && data.favoriteCleaners.items.length === 0 && page > 1);
  useEffect(() => {
    if (emptyLaterPage) setPage((p) => Math.max(1, p - 1));
  }, [emptyLaterPage]);

  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveError(null);
    const outcome = await remove({ cleanerId: removing.cleanerId });
    if (!outcome.ok) {
      setRemoveError(outcome.message);
      return;
    }
    notify.success(`${removing.name} is no longer a favourite.`);
    setRemoving(null);
  };

  if (error && !result) {
    return <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load your favourite cleaners" />;
  }
  if (!result) {
    return (
      <Stack spacing={1.5} role="status" aria-busy="true">
        <VisuallyHidden>Loading favourite cleaners</VisuallyHidden>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  }
  if (result.total === 0) {
    return (
      <StateMessage
        icon={<FavoriteBorderRounded />}
        headingLevel="h3"
        title="No favourite cleaners yet"
        description="After a completed booking, open it and add your cleaner to your favourites: we ask favourites first when you book."
      />
    );
  }

  return (
    <Box>
      <Box sx={{ height: 4, mb: 1 }}>{loading && <LinearProgress aria-label="Loading favourite cleaners" />}</Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {result.items.map(({ cleaner }) => (
          <Box
            component="li"
            key={cleaner.cleanerId}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <PersonAvatar name={cleaner.displayName} photoUrl={cleaner.photoUrl} />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {cleaner.displayName}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
                <StarRounded aria-hidden sx={{ fontSize: 16, color: 'warning.main' }} />
                {cleaner.reviewCount > 0 ? cleaner.rating.toFixed(1) : 'New'}
                {cleaner.reviewCount > 0 && <VisuallyHidden> out of 5</VisuallyHidden>} ({cleaner.reviewCount}{' '}
                {cleaner.reviewCount === 1 ? 'review' : 'reviews'}) · {cleaner.completedJobs}{' '}
                {cleaner.completedJobs === 1 ? 'job' : 'jobs'} completed
                {cleaner.specialties.length > 0 && ` · ${cleaner.specialties.slice(0, 3).join(', ')}`}
              </Typography>
            </Box>
            <Button
              color="error"
              onClick={() => {
                setRemoveError(null);
                setRemoving({ cleanerId: cleaner.cleanerId, name: cleaner.displayName });
              }}
              aria-label={`Remove ${cleaner.displayName} from favourites`}
            >
              Remove
            </Button>
          </Box>
        ))}
      </Box>
      <Pager
        page={result.page}
        limit={result.limit}
        total={result.total}
        sizes={PAGE_SIZES}
        label="Favourites per page:"
        onPage={setPage}
        onLimit={(size) => {
          setLimit(size);
          setPage(1);
        }}
        sx={{ '& .MuiTablePagination-toolbar': { px: 0 } }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove ${removing.name} from favourites?` : 'Remove from favourites?'}
        description="We will no longer ask them first when you book. You can add them again from a completed booking."
        confirmLabel="Remove"
        cancelLabel="Keep"
        tone="error"
        busy={removeState.loading}
        error={removeError}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
